/**
 * The phones screen's incomplete assignments, over the mocked API: the reference API's sandbox carrier refuses
 * only numbers that are not valid E.164, and the seeded numbers all are, so the end-to-end suite cannot make one.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/api/queryClient.ts';
import PhonesScreen from '../../src/islands/tcr/phones/PhonesScreen.tsx';
import type { AssignCampaignRequest, AssignmentResponse } from '../../src/shared/campaignManagement.ts';
import { campaignManagementTexts } from '../../src/shared/campaignManagementTexts.ts';
import { $auth } from '../../src/stores/auth.ts';
import { apiHandlers, failing, on } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';

listenToMockApi();

beforeEach(() => {
  mockServer.use(...apiHandlers());
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  // Page 2 of the mocked list holds (787) 555-1386 and +17870550123, which the carrier refuses.
  history.replaceState(null, '', '/app/tcr/phones?page=2');
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

/** jsdom matches no media query (tests/unit/setup.ts): the wide layout, the table alone, is rendered. */
const table = async () => (await screen.findAllByRole('table', { name: 'Phones' }, { timeout: 3000 }))[0]!;

async function assignCampaign(user: ReturnType<typeof userEvent.setup>, numbers: string[]) {
  for (const number of numbers) {
    await user.click(await within(await table()).findByRole('checkbox', { name: `Select ${number}` }));
  }
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Assign campaign' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Select a campaign' }));
  await user.click(await dialog.findByRole('option', { name: /C0000A1/ }));
  await user.click(dialog.getByRole('button', { name: 'Accept' }));
}

describe('TCR phones, an assignment the carrier did not complete', () => {
  it('says which numbers were not assigned and why, keeps them selected, and retries only those', async () => {
    const user = userEvent.setup();
    render(<PhonesScreen />);
    await assignCampaign(user, ['(787) 555-1386', '+17870550123']);

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('2 phones were not assigned to the campaign');
    expect(alert.textContent).toContain('Invalid phone number(s): +17870550123 (code 1003)');
    expect(within(alert).getByText('(787) 555-1386')).toBeTruthy();
    expect(within(alert).getByText('+17870550123')).toBeTruthy();
    // The carrier's description is the error's message (spec 8), as a toast too.
    expect(await screen.findByText('Invalid phone number(s): +17870550123', { selector: '[data-title]' })).toBeTruthy();
    expect(screen.getByText('2 selected')).toBeTruthy();
    const checkboxes = within(await table()).getAllByRole('checkbox', { checked: true });
    expect(checkboxes.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Select (787) 555-1386',
      'Select +17870550123',
    ]);

    // The retry sends the same campaign for exactly those numbers; this time the carrier completes it.
    let retried: AssignCampaignRequest | undefined;
    mockServer.use(
      on('POST /campaign_management/twilio/assign_campaign_to_phones', async ({ request }) => {
        retried = (await request.json()) as AssignCampaignRequest;
        const numbers = retried.phone_numbers.map((row) => row.phone_number);
        return HttpResponse.json({
          status: 'COMPLETE',
          error_code: null,
          error_description: null,
          updated: numbers.length,
          orders: [
            { order_id: 'o-2', status: 'COMPLETE', error_code: null, error_description: null, phone_numbers: numbers },
          ],
        } satisfies AssignmentResponse);
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry failed phones' }));
    expect(await screen.findByText(campaignManagementTexts.assignedToCampaign, {}, { timeout: 3000 })).toBeTruthy();
    expect(retried).toEqual({
      phone_numbers: [
        { phone_number: '+17875551386', target_campaign: 31 },
        { phone_number: '+17870550123', target_campaign: 31 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it("shows the spec's fallback when a failed assignment says nothing, and keeps the selection", async () => {
    mockServer.use(failing('POST /campaign_management/twilio/assign_campaign_to_phones', 502, {}));
    const user = userEvent.setup();
    render(<PhonesScreen />);
    await assignCampaign(user, ['(787) 555-1360']);
    expect(await screen.findByText(campaignManagementTexts.assignToCampaignFailed, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.queryByText(campaignManagementTexts.assigningToCampaign)).toBeNull();
  });
});
