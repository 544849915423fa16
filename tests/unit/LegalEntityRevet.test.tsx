/**
 * The legal entity page's Update and Revet (issue 22), over the mocked API: a confirmation that says what changed
 * since the brand was last sent to TCR and warns of the cost, and only its confirm button sends the revet.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/api/queryClient.ts';
import LegalEntityEditScreen from '../../src/islands/tcr/legal-entities/LegalEntityEditScreen.tsx';
import { formatDateTime } from '../../src/shared/format.ts';
import { brandResubmissionTexts } from '../../src/shared/brandResubmissionTexts.ts';
import { legalEntityTexts } from '../../src/shared/legalEntityTexts.ts';
import { $auth } from '../../src/stores/auth.ts';
import { apiHandlers, on } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';
import { UNVERIFIED_BRAND_LAST_SUBMITTED } from '../support/api-mocks/tcr/legalEntities.ts';

listenToMockApi();

/** The fixture legal entity whose brand (BQ4KX2M) is UNVERIFIED and not set for revet. */
const UNVERIFIED_BRAND = 22;
const texts = brandResubmissionTexts;

beforeEach(() => {
  mockServer.use(...apiHandlers());
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', `/app/tcr/legal_entities/${UNVERIFIED_BRAND}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

describe('Update and Revet on a legal entity', () => {
  it('shows what changed and the cost first, and sends the revet only once confirmed', async () => {
    // Each revet the page sends, as it reaches the API (the mocked API then answers it).
    const revets: string[] = [];
    mockServer.use(
      on('POST /campaign_management/tcr_brands/update_tcr_brand', async ({ request }) => {
        revets.push((await request.clone().json()).brand_uuid);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    render(<LegalEntityEditScreen legalEntityId={UNVERIFIED_BRAND} />);

    await user.click(await screen.findByRole('button', { name: 'Update and Revet' }, { timeout: 3000 }));
    const dialog = within(await screen.findByRole('alertdialog', { name: legalEntityTexts.revet.title }));
    expect(dialog.getByText(legalEntityTexts.revet.intro('BQ4KX2M'))).toBeTruthy();
    expect(dialog.getByRole('note').textContent).toContain(legalEntityTexts.revet.cost);

    // The fields changed since the last submission, each with the value sent then and the one sent now.
    const date = formatDateTime(UNVERIFIED_BRAND_LAST_SUBMITTED);
    const changes = await dialog.findByRole('table', { name: texts.changedSince(date) });
    const [header, ...rows] = within(changes).getAllByRole('row');
    const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(textsOf(within(header!).getAllByRole('columnheader'))).toEqual([texts.field, texts.sent, texts.now]);
    expect(
      rows.map((row) => textsOf([within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')])),
    ).toEqual([
      ['EIN', '660598870', '660598877'],
      ['Website', 'https://sonrisasdelcaribe.com', texts.empty],
    ]);
    expect(dialog.getByText(texts.revets(1))).toBeTruthy();
    expect(revets).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Update and Revet' }));
    expect(await screen.findByText('Brand update success for brand: BQ4KX2M')).toBeTruthy();
    expect(revets).toEqual(['BQ4KX2M']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update and Revet' })).toHaveProperty('disabled', true),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    let revets = 0;
    mockServer.use(
      on('POST /campaign_management/tcr_brands/update_tcr_brand', () => {
        revets += 1;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    render(<LegalEntityEditScreen legalEntityId={UNVERIFIED_BRAND} />);

    await user.click(await screen.findByRole('button', { name: 'Update and Revet' }, { timeout: 3000 }));
    const dialog = within(await screen.findByRole('alertdialog', { name: legalEntityTexts.revet.title }));
    await dialog.findByText(texts.revets(1));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revets).toBe(0);
    expect(screen.getByRole('button', { name: 'Update and Revet' })).toHaveProperty('disabled', false);
  });
});
