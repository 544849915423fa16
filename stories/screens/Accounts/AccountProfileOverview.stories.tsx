import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import type { AccountDetail } from '../../../src/shared/accounts.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/shared/constants.ts';
import { accountTexts } from '../../../src/shared/accountTexts.ts';
import { consoleTexts } from '../../../src/shared/consoleTexts.ts';
import {
  botNumbers,
  clinicaBayamon,
  errorBody,
  failing,
  pending,
  resellerUser,
  salesforceRecordUrl,
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
  beforeEach: withHandlers(pending('GET /account_admin/:id')),
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
    // The Salesforce account: a link to its record page in Salesforce, and its clear button.
    await expect(fields.getByRole('link', { name: 'Clínica Dental Bayamón' })).toHaveAttribute(
      'href',
      salesforceRecordUrl('0015f00000J8kLmAAB'),
    );
    await expect(fields.getByRole('button', { name: 'Clear salesforce account' })).toBeVisible();
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
    // Spec 1: resellers do not see the Salesforce search, nor the link.
    await expect(form.queryByRole('combobox', { name: 'Salesforce account' })).toBeNull();
    await expect(form.queryByRole('group', { name: 'Salesforce account' })).toBeNull();
    // Issue 39: the TCR references show as staff set them, read-only; the owner is not the reseller's to change.
    const entity = form.getByRole('textbox', { name: 'Legal entity' });
    await expect(entity).toHaveValue('Sonrisas del Caribe');
    await expect(entity).toHaveAttribute('readonly');
    await expect(entity).toHaveAccessibleDescription(consoleTexts.tcrReferenceStaffOnly);
    await expect(form.getByRole('textbox', { name: 'Campaign detail' })).toHaveValue('Recordatorios de citas');
    await expect(form.queryByRole('group', { name: 'Reseller' })).toBeNull();
    await expect(form.queryByRole('combobox', { name: 'Reseller' })).toBeNull();
    // The parent account's admin page is on the staff site: its name shows as text.
    await expect(form.getByText('Sonrisas del Caribe Holdings')).toBeVisible();
    await expect(form.queryByRole('link', { name: 'Sonrisas del Caribe Holdings' })).toBeNull();
  },
};

/** Staff see who owns a reseller's account, and hand it to another reseller (issue 39). */
export const ResellerChanged: Story = {
  args: { accountId: sonrisasCarolina.id },
  parameters: { screen: { path: `/app/accounts/${sonrisasCarolina.id}/overview` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    await expect(form.getByText('Javier Colón')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Clear reseller' }));
    const search = form.getByRole('combobox', { name: 'Reseller' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveAccessibleDescription(accountTexts.overview.resellerHelp);
    await userEvent.keyboard('Mari');
    await waitFor(
      () => expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual(['Marisol Vega']),
      {
        timeout: SEARCH_DEBOUNCE_MS + 3000,
      },
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await findToast(canvasElement, accountTexts.saved);
    // The saved account, as the API answered it: owned by the reseller picked.
    await expect(await form.findByText('Marisol Vega')).toBeVisible();
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
  },
};

/** No Salesforce account yet: a search picker in its place (spec 2). */
export const SalesforcePicker: Story = {
  args: { accountId: sonrisasCarolina.id },
  parameters: { screen: { path: `/app/accounts/${sonrisasCarolina.id}/overview` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    await expect(await form.findByRole('combobox', { name: 'Salesforce account' })).toHaveAttribute(
      'placeholder',
      'Search Salesforce',
    );
    await expect(form.queryByRole('button', { name: 'Clear salesforce account' })).toBeNull();
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
  },
};

/**
 * Clearing the Salesforce link marks the form changed and puts the search in its place; another account chosen
 * with the keyboard is linked, and saved as its salesforce_id (SalesforceListOpen shows the open list).
 */
export const SalesforceLinkClearedAndPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    await userEvent.click(form.getByRole('button', { name: 'Clear salesforce account' }));
    await expect(canvas.getByText('**Friendly reminder to save changes.')).toBeVisible();
    await expect(form.queryByRole('link', { name: 'Clínica Dental Bayamón' })).toBeNull();
    const search = () => form.getByRole('combobox', { name: 'Salesforce account' });
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('Perfecta');
    const results = within(await body.findByRole('listbox', {}, { timeout: 4000 }));
    await waitFor(
      () =>
        expect(results.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Sonrisa Perfecta DoradoDorado',
        ]),
      { timeout: SEARCH_DEBOUNCE_MS + 3000 },
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(await form.findByRole('link', { name: 'Sonrisa Perfecta Dorado' })).toHaveAttribute(
      'href',
      salesforceRecordUrl('0015f00000K3mR9AAJ'),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await findToast(canvasElement, accountTexts.saved);
    await waitFor(() => expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull());
    await expect(form.getByRole('link', { name: 'Sonrisa Perfecta Dorado' })).toBeVisible();
  },
};

/** A changed name being saved: the reminder shows and Save reads 'Saving...' while the PATCH is under way. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('PATCH /account_admin/:id')),
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

/** Day counts past the ceiling are refused on their fields, in days, with what was typed kept and nothing sent. */
export const DayCountsTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = '99999999999999999999';
    const window = await canvas.findByRole('textbox', { name: 'Appointment request window (days)' }, { timeout: 3000 });
    await userEvent.clear(window);
    await userEvent.type(window, huge);
    const inAdvance = canvas.getByRole('textbox', { name: 'Requests time in advance (days)' });
    await userEvent.clear(inAdvance);
    await userEvent.type(inAdvance, `${huge}{Enter}`);
    await expect(window).toHaveFocus();
    await expect(window).toHaveAccessibleDescription('Number must be at most 3650 days.');
    await expect(inAdvance).toHaveAccessibleDescription('Number must be at most 3650 days.');
    await expect(inAdvance).toHaveValue(huge);
    await expect(canvas.queryByText(accountTexts.saved)).toBeNull();
  },
};

/**
 * A window in part days is refused on its field in the API's own words before anything is sent; the days in
 * advance take a fraction of a day (whole minutes are sent).
 */
export const DayCountsWholeAndInPart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = await canvas.findByRole('textbox', { name: 'Appointment request window (days)' }, { timeout: 3000 });
    await userEvent.clear(window);
    await userEvent.type(window, '1.5');
    const inAdvance = canvas.getByRole('textbox', { name: 'Requests time in advance (days)' });
    await userEvent.clear(inAdvance);
    await userEvent.type(inAdvance, '0.5{Enter}');
    await expect(window).toHaveFocus();
    await expect(window).toHaveAccessibleDescription('A valid integer is required.');
    await expect(inAdvance).not.toHaveAccessibleDescription('A valid integer is required.');
    await expect(canvas.queryByText(accountTexts.saved)).toBeNull();
  },
};

/**
 * The API refuses the save (a 403): the spec 8 toast, its reason in the form, the form back on the saved values and
 * what was typed one press away.
 */
export const FailedSave: Story = {
  beforeEach: withHandlers(failing('PATCH /account_admin/:id', 403, errorBody(PERMISSION_DENIED, 'permission_denied'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 3000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Clínica Dental Bayamón Norte{Enter}');
    await expect(await findToast(canvasElement, accountTexts.saveFailed)).toHaveAttribute('data-type', 'error');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(PERMISSION_DENIED);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Clínica Dental Bayamón'));
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
    await expect(within(alert).getByRole('button', { name: 'Restore what you typed' })).toBeVisible();
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

/** Where focus is: the element itself, so a failure names it (`<body>` when it fell off the page). */
const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/**
 * A legal entity picked with the keyboard: the picker becomes its link and focus moves onto it, so the next Tab
 * reaches its clear button rather than 'Skip to main content' at the top of the page.
 */
export const LegalEntityPickedKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    form.getByRole('button', { name: 'Clear legal entity' }).focus();
    await userEvent.keyboard('{Enter}');
    const search = () => form.getByRole('combobox', { name: 'Legal entity' });
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('Ortodoncia');
    // The entities named so, or answering for an account named so; the one wanted is the second.
    await waitFor(
      () =>
        expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Sonrisas del Caribe',
          'Ortodoncia del Sur',
        ]),
      { timeout: SEARCH_DEBOUNCE_MS + 3000 },
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const link = await form.findByRole('link', { name: 'Ortodoncia del Sur' });
    await waitFor(() => expect(focused(canvasElement)).toBe(link));
    await userEvent.tab();
    await expect(form.getByRole('button', { name: 'Clear legal entity' })).toHaveFocus();
  },
};

/**
 * A parent account picked with the keyboard where the console knows no staff site to link it to: its name shows as
 * text, and focus moves to its clear button.
 */
export const ParentAccountPickedKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    form.getByRole('button', { name: 'Clear parent account' }).focus();
    await userEvent.keyboard('{Enter}');
    const search = () => form.getByRole('combobox', { name: 'Parent account' });
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('Caribe');
    await waitFor(
      () =>
        expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Sonrisas del Caribe Holdings',
        ]),
      { timeout: SEARCH_DEBOUNCE_MS + 3000 },
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await form.findByText('Sonrisas del Caribe Holdings')).toBeVisible();
    const clear = form.getByRole('button', { name: 'Clear parent account' });
    await waitFor(() => expect(focused(canvasElement)).toBe(clear));
  },
};

/**
 * The reminder to save is said through a polite region that is on the page before it: present (empty) on load, it
 * takes the reminder's words when the form changes and drops them once it is saved.
 */
export const ReminderInALiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
    const region = form.getByRole('status', { name: 'Unsaved changes' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(/^$/);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Norte');
    await expect(form.getByRole('status', { name: 'Unsaved changes' })).toBe(region);
    await expect(region).toHaveTextContent('**Friendly reminder to save changes.');
    await userEvent.keyboard('{Enter}');
    await findToast(canvasElement, accountTexts.saved);
    await waitFor(() => expect(region).toHaveTextContent(/^$/));
  },
};

/**
 * Provision bot number from the keyboard: once the number is bought the button is gone, and focus is on the
 * section's heading (the new number is read next), not on the page's body.
 */
export const ProvisionBotNumberKeepsFocus: Story = {
  parameters: { screen: withBotNumbers(botNumbers.none) },
  play: async ({ canvasElement }) => {
    const bot = await botNumberSection(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    bot.getByRole('button', { name: 'Provision bot number' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('alertdialog', { name: 'Provision bot number?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await bot.findByText(/Main bot number:/, {}, { timeout: 5000 })).toBeVisible();
    await expect(bot.queryByRole('button', { name: /Provision/ })).toBeNull();
    const heading = bot.getByRole('heading', { name: 'Bot number' });
    await waitFor(() => expect(focused(canvasElement)).toBe(heading));
  },
};

/**
 * Opens one of the form's reference pickers as a person does: its Clear button with the keyboard (focus goes into
 * the picker), then the text, and the 1 s pause for the search. Leaves the list open, so the story's axe check runs
 * on the open list over the form (issue 17: the rest of the page is inert then, not only aria-hidden).
 */
async function openPickerList(canvasElement: HTMLElement, label: string, text: string, options: string[]) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const form = within(await canvas.findByRole('form', { name: 'Account overview' }, { timeout: 3000 }));
  form.getByRole('button', { name: `Clear ${label.toLowerCase()}` }).focus();
  await userEvent.keyboard('{Enter}');
  const search = () => form.getByRole('combobox', { name: label });
  await waitFor(() => expect(search()).toHaveFocus());
  await userEvent.keyboard(text);
  const list = within(await body.findByRole('listbox', { name: new RegExp(label) }, { timeout: 4000 }));
  await waitFor(() => expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(options), {
    timeout: SEARCH_DEBOUNCE_MS + 3000,
  });
  await userEvent.keyboard('{ArrowDown}');
  await expect(search()).toHaveAttribute('aria-activedescendant', list.getAllByRole('option')[0]!.id);
  await expect(search()).toHaveFocus();
}

/** The parent account picker's list open over the form (the story ends with it open). */
export const ParentAccountListOpen: Story = {
  play: async ({ canvasElement }) => {
    await openPickerList(canvasElement, 'Parent account', 'Caribe', ['Sonrisas del Caribe Holdings']);
  },
};

/** The legal entity picker's list open over the form (the story ends with it open). */
export const LegalEntityListOpen: Story = {
  play: async ({ canvasElement }) => {
    await openPickerList(canvasElement, 'Legal entity', 'Ortodoncia', ['Sonrisas del Caribe', 'Ortodoncia del Sur']);
  },
};

/** The campaign detail picker's list open over the form (the story ends with it open). */
export const CampaignDetailListOpen: Story = {
  play: async ({ canvasElement }) => {
    await openPickerList(canvasElement, 'Campaign detail', 'Recall', [
      'Recall texts 1',
      'Recall texts 2',
      'Recall texts 3',
    ]);
  },
};

/** The Salesforce account search's list open over the form (the story ends with it open). */
export const SalesforceListOpen: Story = {
  play: async ({ canvasElement }) => {
    await openPickerList(canvasElement, 'Salesforce account', 'Perfecta', ['Sonrisa Perfecta DoradoDorado']);
  },
};
