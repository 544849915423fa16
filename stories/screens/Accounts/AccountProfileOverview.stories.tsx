import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { accountWriteMessages } from '../../../src/shared/accountMessages.ts';
import type { AccountDetail } from '../../../src/shared/accounts.ts';
import {
  botNumbers,
  clinicaBayamon,
  errorBody,
  failing,
  pending,
  resellerUser,
  sonrisasCarolina,
} from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

/** DRF's text for a 403. */
const PERMISSION_DENIED = 'You do not have permission to perform this action.';

const meta = {
  title: 'Screens/Accounts/Account profile/Overview',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/overview` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "/app/accounts/{id}/overview (spec 2): the header, the six tabs and the Overview tab's form with its bot " +
          'numbers. GET and PATCH /account_admin/{id} and the pickers are mocked by tests/support/api-mocks.',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Bayamón clinic with other bot numbers. */
const withBotNumbers = (bot_numbers: AccountDetail['bot_numbers']): Partial<ScreenParameters> => ({
  api: { accounts: [{ ...clinicaBayamon, bot_numbers }] },
});

const botNumberSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Bot number' }, { timeout: 3000 }));

/** The account is still loading: skeletons where the header and the tab will be, the tabs already there. */
export const LoadingSkeleton: Story = {
  beforeEach: withHandlers(pending('get', '/account_admin/:id')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to accounts' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Account overview' })).toBeNull();
  },
};

/** The account's fields, its references as links, and its one main bot number. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: clinicaBayamon.name })).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 });
    const fields = within(form);
    await expect(fields.getByRole('textbox', { name: 'Name' })).toHaveValue('Clínica Dental Bayamón');
    await expect(fields.getByRole('textbox', { name: 'Email' })).toHaveValue('citas@clinicadentalbayamon.com');
    // Spec 2: the day count is stored in minutes (2880) and edited in days.
    await expect(fields.getByRole('textbox', { name: 'Requests time in advance (days)' })).toHaveValue('2');
    await expect(fields.getByRole('link', { name: 'Grupo Dental Metro' })).toBeVisible();
    await expect(fields.getByRole('link', { name: 'Recordatorios de citas' })).toHaveAttribute(
      'href',
      '/app/tcr/campaign_details/31',
    );
    // Resellers only: no town and no notes for a staff user.
    await expect(fields.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
    const bot = await botNumberSection(canvasElement);
    await expect(bot.getByText('(787) 555-0190')).toBeVisible();
  },
};

/** A reseller sees the account's town and notes. */
export const ResellerWithTownAndNotes: Story = {
  args: { accountId: sonrisasCarolina.id },
  parameters: {
    screen: { path: `/app/accounts/${sonrisasCarolina.id}/overview`, api: { user: resellerUser } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    await expect(form.getByRole('button', { name: /Town/ })).toHaveTextContent('Carolina');
    await expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue(sonrisasCarolina.notes);
  },
};

/** A changed name being saved: the reminder shows and Save reads 'Saving...' while the PATCH is under way. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('patch', '/account_admin/:id')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 3000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Clínica Dental Bayamón Norte');
    await expect(canvas.getByText('**Friendly reminder to save changes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** The API refuses the save (a 403): the spec 8 toast, its reason in the form, and the form back on the saved values. */
export const FailedSave: Story = {
  beforeEach: withHandlers(
    failing('patch', '/account_admin/:id', 403, errorBody(PERMISSION_DENIED, 'permission_denied')),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 3000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Clínica Dental Bayamón Norte{Enter}');
    await expect(await findToast(canvasElement, accountWriteMessages.saveFailed)).toHaveAttribute('data-type', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent(PERMISSION_DENIED);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Clínica Dental Bayamón'));
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
  },
};

/** No bot number yet: Provision bot number, behind a confirmation. */
export const BotNumbersNone: Story = {
  parameters: { screen: withBotNumbers(botNumbers.none) },
  play: async ({ canvasElement }) => {
    const bot = await botNumberSection(canvasElement);
    await expect(bot.getByText('This account has no bot number yet.')).toBeVisible();
    await expect(bot.getByRole('button', { name: 'Provision bot number' })).toBeEnabled();
  },
};

/** One bot number: it is the main one, flagged or not. */
export const BotNumbersOne: Story = {
  parameters: { screen: withBotNumbers(botNumbers.one) },
  play: async ({ canvasElement }) => {
    const bot = await botNumberSection(canvasElement);
    await expect(bot.getByText(/Main bot number:/)).toHaveTextContent('Main bot number: (787) 555-0190');
    await expect(bot.queryByRole('list')).toBeNull();
  },
};

/** Several, one flagged as the call-rescue number: that one is the main one, the others are listed. */
export const BotNumbersSeveralWithAFlaggedMain: Story = {
  parameters: { screen: withBotNumbers(botNumbers.severalWithMain) },
  play: async ({ canvasElement }) => {
    const bot = await botNumberSection(canvasElement);
    await expect(bot.getByText(/Main bot number:/)).toHaveTextContent('Main bot number: (787) 555-0190');
    const others = bot.getByRole('list', { name: 'Other bot numbers' });
    await expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['(787) 555-0191', '(939) 555-0192']);
  },
};

/** Several and none flagged: the screen says it cannot tell which is the main one, and lists them all. */
export const BotNumbersSeveralNoneFlagged: Story = {
  parameters: { screen: withBotNumbers(botNumbers.severalNoneFlagged) },
  play: async ({ canvasElement }) => {
    const bot = await botNumberSection(canvasElement);
    await expect(bot.getByText(/The main bot number cannot be determined/)).toBeVisible();
    await expect(bot.queryByText(/Main bot number:/)).toBeNull();
    await expect(within(bot.getByRole('list', { name: 'Bot numbers' })).getAllByRole('listitem')).toHaveLength(2);
  },
};
