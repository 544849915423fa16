import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { clinicaBayamon, failing, resellerUser } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';
import { accountTexts } from '../../../src/shared/accountTexts.ts';
import { consoleTexts } from '../../../src/shared/consoleTexts.ts';

const meta = {
  title: 'Screens/Accounts/Account profile/Billing',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/billing_settings` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "The profile's Billing tab (spec 2): the two delinquency checkboxes and Save changes. " +
          'PATCH /billing_setting/{id} is mocked.',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const billingForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Billing settings' }, { timeout: 3000 }));

/** Neither flag set. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await billingForm(canvasElement);
    await expect(form.getByRole('checkbox', { name: /Is delinquent/ })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: /Ignore delinquent check/ })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Is delinquent checked from the keyboard and saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await billingForm(canvasElement);
    form.getByRole('checkbox', { name: /Is delinquent/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, accountTexts.saved)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /Is delinquent/ })).toBeChecked();
  },
};

/** The save fails: the same texts as the account's saves (spec 8). */
export const FailedSave: Story = {
  beforeEach: withHandlers(failing('PATCH /billing_setting/:id')),
  play: async ({ canvasElement }) => {
    const form = await billingForm(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: /Ignore delinquent check/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await findToast(canvasElement, accountTexts.saveFailed)).toHaveAttribute('data-type', 'error');
  },
};

/** An account without billing settings (they come with the account; an old one may lack them). */
export const NoBillingSettings: Story = {
  parameters: { screen: { api: { accounts: [{ ...clinicaBayamon, billing_setting: null }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This account has no billing settings' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Billing settings' })).toBeNull();
  },
};

/** A reseller sees the settings read-only, and why: billing changes are the provider's staff's (the API agrees). */
export const Reseller: Story = {
  parameters: {
    screen: {
      path: `/app/accounts/${clinicaBayamon.id}/billing_settings`,
      api: { user: resellerUser },
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const form = await billingForm(canvasElement);
    await expect(form.getByRole('checkbox', { name: /Is delinquent/ })).toHaveAttribute('aria-readonly', 'true');
    await expect(form.getByText(consoleTexts.billingStaffOnly)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // Spec 1 and issue 39: no TCR and no Registration in a reseller's navigation.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Accounts' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'TCR' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Registration' })).toBeNull();
  },
};
