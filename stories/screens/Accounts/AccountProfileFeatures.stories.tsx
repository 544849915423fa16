import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { clinicaBayamon } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, type ScreenParameters } from '../screenSupport.ts';
import { accountTexts } from '../../../src/shared/accountTexts.ts';

const meta = {
  title: 'Screens/Accounts/Account profile/Features',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/features` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "The profile's Features tab (spec 2): one switch per feature flag and Save changes; 'Confirmations should " +
          "include time' only while confirmations are on. PATCH /account_admin/{id} is mocked.",
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const featuresForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Features' }, { timeout: 3000 }));

/** The account's flags: confirmations are on, so their time option shows. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await featuresForm(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getAllByRole('switch')).toHaveLength(12);
    await expect(form.getByRole('switch', { name: 'Bilingual enabled' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Confirmations should include time' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Waiting list enabled' })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Waiting list turned on from the keyboard and saved: the spec 8 toast. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await featuresForm(canvasElement);
    const waitingList = form.getByRole('switch', { name: 'Waiting list enabled' });
    waitingList.focus();
    await userEvent.keyboard(' ');
    await expect(waitingList).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await findToast(canvasElement, accountTexts.saved)).toHaveAttribute('data-type', 'success');
    await expect(form.getByRole('switch', { name: 'Waiting list enabled' })).toBeChecked();
  },
};

/** Confirmations turned off: 'Confirmations should include time' goes with them. */
export const ConfirmationsOff: Story = {
  play: async ({ canvasElement }) => {
    const form = await featuresForm(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: 'Confirmations enabled' }));
    await expect(form.queryByRole('switch', { name: 'Confirmations should include time' })).toBeNull();
    await expect(form.getAllByRole('switch')).toHaveLength(11);
  },
};
