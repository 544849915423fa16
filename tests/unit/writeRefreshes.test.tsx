import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRemoveCampaignDetail, useSaveCampaignDetail } from '../../src/api/campaignDetails.ts';
import { lookupKeys } from '../../src/api/lookups.ts';
import { queryClient } from '../../src/api/queryClient.ts';
import AccountProfileScreen from '../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { $auth } from '../../src/stores/auth.ts';
import { apiHandlers, campaignDetails, clinicaBayamon, twilioUpTo } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';

listenToMockApi();

/** How often the account's Registration panel has been read. */
let panelReads = 0;

beforeEach(() => {
  panelReads = 0;
  mockServer.use(
    ...apiHandlers({ accounts: [{ ...clinicaBayamon, twilio_configuration: twilioUpTo('starter_profile') }] }),
  );
  // Counts and falls through to the mocked answer.
  mockServer.use(
    http.get(`*/registration/accounts/${clinicaBayamon.id}`, () => {
      panelReads += 1;
    }),
  );
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', `/app/accounts/${clinicaBayamon.id}/twilio_configuration`);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

/**
 * Each write has the views it changes read again: the views it does not answer itself (the panel, the board, the
 * pickers) ask the API once more when shown.
 */
describe('a step of the messaging chain', () => {
  it('has the Registration panel read again, so it shows the step the cards above now show (issue 41 item 8)', async () => {
    const user = userEvent.setup();
    render(<AccountProfileScreen accountId={clinicaBayamon.id} />);
    const create = await screen.findByRole('button', { name: 'Create starter profile' }, { timeout: 3000 });
    await waitFor(() => expect(panelReads).toBe(1));
    await user.click(create);
    await screen.findByRole('form', { name: 'End user' }, { timeout: 3000 });
    await waitFor(() => expect(panelReads).toBe(2));
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** A campaign detail picker's search as the cache holds it once shown. */
const pickerSearch = lookupKeys.search('campaignDetail', 'citas');

describe('campaign details', () => {
  it('saved: the campaign detail pickers search again', async () => {
    queryClient.setQueryData(pickerSearch, []);
    const { result } = renderHook(() => useSaveCampaignDetail(), { wrapper });
    const { id: _id, ...request } = campaignDetails[0]!;
    await act(() => result.current.mutateAsync({ id: null, request: { ...request, name: 'Citas de ortodoncia' } }));
    expect(queryClient.getQueryState(pickerSearch)?.isInvalidated).toBe(true);
  });

  it('removed: the campaign detail pickers search again', async () => {
    queryClient.setQueryData(pickerSearch, []);
    const unused = campaignDetails.find((detail) => detail.accounts.length === 0)!;
    const { result } = renderHook(() => useRemoveCampaignDetail(), { wrapper });
    await act(() => result.current.mutateAsync(unused.id));
    expect(queryClient.getQueryState(pickerSearch)?.isInvalidated).toBe(true);
  });
});
