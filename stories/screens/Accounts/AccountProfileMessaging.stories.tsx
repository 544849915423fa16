import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import type { AccountDetail } from '../../../src/shared/accounts.ts';
import { clinicaBayamon, twilioComplete, twilioUpTo } from '../../../tests/support/api-mocks/index.ts';
import { prepareScreen, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/Accounts/Account profile/Messaging',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/twilio_configuration` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "The profile's Messaging tab (spec 2, 4): Create Twilio sub-account when there is none; then its values and " +
          'the A2P chain, each step shown once the one before has its id, and a check when every value is present. ' +
          'POST /twilio_admin/{id}/create_<step> is mocked.',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withTwilio = (twilio_configuration: AccountDetail['twilio_configuration']): Partial<ScreenParameters> => ({
  api: { accounts: [{ ...clinicaBayamon, twilio_configuration }] },
});

/** The registration steps as shown: each card's title, and whether it shows its SID or what to do next. */
async function chain(canvasElement: HTMLElement) {
  const steps = await within(canvasElement).findByRole('list', { name: 'Registration steps' }, { timeout: 3000 });
  return within(steps)
    .getAllByRole('listitem')
    .map((step) => ({
      title: within(step).getByRole('heading', { level: 3 }).textContent,
      done: within(step).queryByText('SID') !== null,
    }));
}

const done = (...titles: string[]) => titles.map((title) => ({ title, done: true }));
const DONE_BEFORE_END_USER = done('Starter profile');

/** No configuration: the one button, named after the provider. */
export const NoConfiguration: Story = {
  parameters: { screen: withTwilio(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This account has no messaging configuration yet.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Twilio sub-account' })).toBeEnabled();
  },
};

/** The sub-account alone: its values (the token masked, no messaging service yet) and the starter profile next. */
export const SubAccountOnly: Story = {
  parameters: { screen: withTwilio(twilioUpTo('starter_profile')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Twilio sub-account' }, { timeout: 3000 }));
    await expect(card.getByText('Registration incomplete')).toBeVisible();
    await expect(card.getByText(twilioComplete.subaccount_account_sid)).toBeVisible();
    await expect(card.getByText('********')).toBeVisible();
    await expect(card.getByText('Not set')).toBeVisible();
    await expect(await chain(canvasElement)).toEqual([{ title: 'Starter profile', done: false }]);
    await expect(canvas.getByRole('button', { name: 'Create starter profile' })).toBeEnabled();
  },
};

/** Starter profile done: the end user form is next. */
export const EndUserNext: Story = {
  parameters: { screen: withTwilio(twilioUpTo('end_user')) },
  play: async ({ canvasElement }) => {
    await expect(await chain(canvasElement)).toEqual([...DONE_BEFORE_END_USER, { title: 'End user', done: false }]);
    const form = within(within(canvasElement).getByRole('form', { name: 'End user' }));
    for (const field of ['First name', 'Last name', 'Email', 'Phone number']) {
      await expect(form.getByRole('textbox', { name: field })).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Create end user' })).toBeEnabled();
  },
};

/** End user done: the address form, starting on PR and US. */
export const AddressNext: Story = {
  parameters: { screen: withTwilio(twilioUpTo('address')) },
  play: async ({ canvasElement }) => {
    await expect(await chain(canvasElement)).toEqual([
      ...done('Starter profile', 'End user'),
      { title: 'Address', done: false },
    ]);
    const form = within(within(canvasElement).getByRole('form', { name: 'Address' }));
    await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('PR');
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    await expect(form.getByRole('textbox', { name: 'Street' })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Create address' })).toBeEnabled();
  },
};

/** Address done: the A2P profile is next. */
export const A2pProfileNext: Story = {
  name: 'A2P Profile Next',
  parameters: { screen: withTwilio(twilioUpTo('a2p_profile')) },
  play: async ({ canvasElement }) => {
    await expect(await chain(canvasElement)).toEqual([
      ...done('Starter profile', 'End user', 'Address'),
      { title: 'A2P profile', done: false },
    ]);
    await expect(within(canvasElement).getByRole('button', { name: 'Create A2P profile' })).toBeEnabled();
  },
};

/** A2P profile done: the brand is next. */
export const BrandNext: Story = {
  parameters: { screen: withTwilio(twilioUpTo('a2p_brand')) },
  play: async ({ canvasElement }) => {
    await expect(await chain(canvasElement)).toEqual([
      ...done('Starter profile', 'End user', 'Address', 'A2P profile'),
      { title: 'A2P brand', done: false },
    ]);
    await expect(within(canvasElement).getByRole('button', { name: 'Create A2P brand' })).toBeEnabled();
  },
};

/** Brand done: the use case is next (it also brings the messaging service). */
export const UseCaseNext: Story = {
  parameters: { screen: withTwilio(twilioUpTo('a2p_use_case')) },
  play: async ({ canvasElement }) => {
    await expect(await chain(canvasElement)).toEqual([
      ...done('Starter profile', 'End user', 'Address', 'A2P profile', 'A2P brand'),
      { title: 'A2P use case', done: false },
    ]);
    await expect(within(canvasElement).getByRole('button', { name: 'Create A2P use case' })).toBeEnabled();
  },
};

/** Every value present: the check, and every step with its SID. */
export const Complete: Story = {
  parameters: { screen: withTwilio(twilioComplete) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Twilio sub-account' }, { timeout: 3000 }));
    await expect(card.getByText('Every value is present')).toBeVisible();
    await expect(card.getByText(twilioComplete.messaging_service_sid)).toBeVisible();
    await expect(await chain(canvasElement)).toEqual(
      done('Starter profile', 'End user', 'Address', 'A2P profile', 'A2P brand', 'A2P use case'),
    );
    await expect(canvas.queryByRole('button', { name: /^Create/ })).toBeNull();
  },
};

/** The whole chain registered, the token not stored (as on seeded accounts): the registration is not called incomplete. */
export const CompleteChainWithoutToken: Story = {
  parameters: { screen: withTwilio({ ...twilioComplete, subaccount_auth_token: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Twilio sub-account' }, { timeout: 3000 }));
    await expect(card.getByText('Registration complete; not set: Auth token')).toBeVisible();
    await expect(card.queryByText('Registration incomplete')).toBeNull();
    await expect(card.queryByText('Every value is present')).toBeNull();
  },
};
