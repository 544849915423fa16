import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { clinicaBayamon } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, type ScreenParameters } from '../screenSupport.ts';
import { callRescueTexts } from '../../../src/shared/callRescueTexts.ts';

const meta = {
  title: 'Screens/Accounts/Account profile/Business phones',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/business_phones` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "The profile's Business phones tab (spec 2): the phones with digits after call and a call-rescue switch, " +
          'Add business phone (Yes waits for 10 digits) and Schedule test call. The phone and test-call calls are mocked.',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two phones: the main line (call rescue on) and the billing extension 2 (off). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Business phones' }, { timeout: 3000 }));
    const main = table.getByRole('row', { name: /\(787\) 555-0100/ });
    await expect(within(main).getByText('N/A')).toBeVisible();
    await expect(within(main).getByRole('switch', { name: 'Call rescue for (787) 555-0100' })).toBeChecked();
    const billing = table.getByRole('row', { name: /\(787\) 555-0101/ });
    await expect(within(billing).getByText('2')).toBeVisible();
    await expect(within(billing).getByRole('switch', { name: 'Call rescue for (787) 555-0101' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Schedule test call' })).toBeEnabled();
  },
};

/** No phones: the spec's empty text, and Schedule test call disabled. */
export const Empty: Story = {
  parameters: { screen: { api: { accounts: [{ ...clinicaBayamon, business_phones: [] }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Account currently has no business phones', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule test call' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add business phone' })).toBeEnabled();
  },
};

/** The Add business phone dialog, from the keyboard: Yes stays disabled until the number has 10 digits. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: 'Business phones' }, { timeout: 3000 });
    canvas.getByRole('button', { name: 'Add business phone' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Add business phone' }));
    const number = dialog.getByRole('textbox', { name: 'Number' });
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.keyboard('(787) 555-014');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await userEvent.keyboard('2');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeEnabled();
    await userEvent.tab();
    await userEvent.keyboard('3');
    await expect(dialog.getByRole('textbox', { name: 'Digits after call' })).toHaveValue('3');
  },
};

/**
 * Phones listed but none enabled for call rescue: Schedule test call is off and says why beside it, before any
 * press (the switches in the table turn a phone on), not that the account has no phones.
 */
export const TestCallsNoneEnabled: Story = {
  parameters: {
    screen: {
      api: {
        accounts: [
          {
            ...clinicaBayamon,
            business_phones: clinicaBayamon.business_phones.map((phone) => ({
              ...phone,
              is_enabled_for_call_rescue: false,
            })),
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Business phones' }, { timeout: 3000 });
    const schedule = canvas.getByRole('button', { name: 'Schedule test call' });
    await expect(schedule).toBeDisabled();
    await expect(schedule).toHaveAccessibleDescription(callRescueTexts.refusals.account_has_no_call_rescue_phone);
  },
};

/** Test calls turned off for the account: said beside the button, with the way to the overview's switch. */
export const TestCallsDisabled: Story = {
  parameters: { screen: { api: { accounts: [{ ...clinicaBayamon, call_rescue_tests_enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Business phones' }, { timeout: 3000 });
    const schedule = canvas.getByRole('button', { name: 'Schedule test call' });
    await expect(schedule).toBeDisabled();
    await expect(schedule).toHaveAccessibleDescription(
      `${callRescueTexts.refusals.call_rescue_tests_disabled_for_account} Turn test calls on in the overview`,
    );
    await expect(canvas.getByRole('link', { name: 'Turn test calls on in the overview' })).toHaveAttribute(
      'href',
      `/app/accounts/${clinicaBayamon.id}/overview`,
    );
  },
};

/**
 * A call-rescue switch flipped from the keyboard saves at once (spec 4) with its toast, and focus stays on the
 * switch while it saves and after, so Space flips it back.
 */
export const CallRescueSwitchKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Business phones' }, { timeout: 3000 }));
    const toggle = table.getByRole('switch', { name: 'Call rescue for (787) 555-0101' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await findToast(canvasElement, 'The business phone new state was saved.');
    await expect(toggle).toBeChecked();
    await expect(canvasElement.ownerDocument.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvasElement.ownerDocument.activeElement).toBe(toggle);
  },
};
