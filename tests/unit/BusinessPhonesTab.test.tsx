import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/api/queryClient.ts';
import AccountProfileScreen from '../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { $auth } from '../../src/stores/auth.ts';
import { apiHandlers, clinicaBayamon, errorBody, failing } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';
import { billingAndPhonesTexts } from '../../src/shared/billingAndPhonesTexts.ts';
import { callRescueTexts } from '../../src/shared/callRescueTexts.ts';

listenToMockApi();

beforeEach(() => {
  mockServer.use(...apiHandlers());
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', `/app/accounts/${clinicaBayamon.id}/business_phones`);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

async function phonesTab() {
  render(<AccountProfileScreen accountId={clinicaBayamon.id} />);
  await screen.findAllByRole('table', { name: 'Business phones' }, { timeout: 3000 });
}

describe('account profile, business phones tab', () => {
  it('keeps Yes disabled until the number has 10 digits, then adds the phone with the spec 8 toast', async () => {
    const user = userEvent.setup();
    await phonesTab();
    await user.click(screen.getByRole('button', { name: 'Add business phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add business phone' }));
    const yes = () => dialog.getByRole('button', { name: 'Yes' });

    await user.type(dialog.getByRole('textbox', { name: 'Number' }), '(787) 555-014');
    expect(yes()).toHaveProperty('disabled', true);
    await user.type(dialog.getByRole('textbox', { name: 'Number' }), '29');
    expect(yes()).toHaveProperty('disabled', true);
    await user.clear(dialog.getByRole('textbox', { name: 'Number' }));
    await user.type(dialog.getByRole('textbox', { name: 'Number' }), '787-555-0142');
    expect(yes()).toHaveProperty('disabled', false);
    await user.type(dialog.getByRole('textbox', { name: 'Digits after call' }), '3');
    await user.click(yes());

    expect(await screen.findByText(billingAndPhonesTexts.added, {}, { timeout: 3000 })).toBeTruthy();
    // jsdom matches no media query (tests/unit/setup.ts): the wide layout, the table alone, is rendered.
    const [table] = screen.getAllByRole('table', { name: 'Business phones' });
    const added = within(table!).getByRole('row', { name: /\(787\) 555-0142/ });
    expect(within(added).getByText('3')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add business phone' })).toBeNull();
  });

  it('refuses a number the account already lists, on the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    await phonesTab();
    await user.click(screen.getByRole('button', { name: 'Add business phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add business phone' }));
    const number = dialog.getByRole('textbox', { name: 'Number' });
    // The main line, listed as 7875550100.
    await user.type(number, '(787) 555-0100{Enter}');

    expect(await dialog.findByText(billingAndPhonesTexts.numberListed)).toBeTruthy();
    expect(number).toHaveProperty('value', '(787) 555-0100');
    expect(document.activeElement).toBe(number);
    // Nothing was added: the dialog, which closes once the phone is added, is still open.
    expect(screen.getByRole('dialog', { name: 'Add business phone' })).toBeTruthy();
  });

  it('says why test calls cannot be scheduled, by the code the API answers', async () => {
    mockServer.use(
      failing(
        'POST /call_rescue_test_for_account/create_call_rescue_test',
        400,
        errorBody(
          callRescueTexts.refusals.call_rescue_tests_scheduled_for_account,
          'call_rescue_tests_scheduled_for_account',
        ),
      ),
    );
    const user = userEvent.setup();
    await phonesTab();
    await user.click(screen.getByRole('button', { name: 'Schedule test call' }));
    expect(
      await screen.findByText(callRescueTexts.refusals.call_rescue_tests_scheduled_for_account, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText(callRescueTexts.scheduled)).toBeNull();
  });

  it('says beside Schedule test call why it cannot be pressed, and where to turn test calls on', async () => {
    mockServer.use(...apiHandlers({ accounts: [{ ...clinicaBayamon, call_rescue_tests_enabled: false }] }));
    await phonesTab();
    const button = screen.getByRole('button', { name: 'Schedule test call' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toContain(callRescueTexts.refusals.call_rescue_tests_disabled_for_account);
    expect(within(reason).getByRole('link', { name: 'Turn test calls on in the overview' }).getAttribute('href')).toBe(
      `/app/accounts/${clinicaBayamon.id}/overview`,
    );
  });
});
