import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PhonesScreen from '../../../src/islands/tcr/phones/PhonesScreen.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../src/shared/constants.ts';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectNoSidewaysScroll,
  expectSaidThrough,
  findToast,
  liveRegionsNow,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
  expectListAnswers,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Phones',
  component: PhonesScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/tcr/phones' } satisfies ScreenParameters,
    viewport: { options: smallViewports },
    docs: {
      description: {
        component:
          '/app/tcr/phones (spec 2 Phones): the number, account and campaign filters (in the address), the Actions ' +
          'menu, the four columns with checkboxes, paging, and the two assign dialogs. The API is mocked by ' +
          'tests/support/api-mocks/tcr/phones.ts: 24 numbers, 20 a page, three campaigns; the carrier refuses orders ' +
          'listing +17870550123, which is not a valid number.',
      },
    },
  },
} satisfies Meta<typeof PhonesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks these numbers' checkboxes, opens Actions and picks the item; the dialog once it has faded in. */
async function openAssignDialog(canvasElement: HTMLElement, numbers: string[], item: string, title: string) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Phones' });
  for (const number of numbers) {
    await userEvent.click(await within(table).findByRole('checkbox', { name: `Select ${number}` }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
  const dialog = await body.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Chooses the first campaign and accepts. */
async function assignFirstCampaign(canvasElement: HTMLElement, numbers: string[]) {
  const dialog = await openAssignDialog(canvasElement, numbers, 'Assign campaign', 'Select a campaign');
  await userEvent.click(await dialog.findByRole('option', { name: /C0000A1/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
}

/** The list call never answers: skeleton rows under the column headers. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /campaign_management/phones')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Phones' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Phones' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
};

/** The first page: number, account, campaign (id and description), brand (id and reference); Actions disabled. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Phones' });
    await expect(await within(table).findByRole('rowheader', { name: '(787) 555-1100' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    for (const name of ['Number', 'Account name', 'Campaign', 'Brand']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(within(table).getAllByText('C0000A1').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('REF-000101').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Phone pages' })).toBeVisible();
  },
};

/** Filters from the address: the number text, the account by name, the campaign by id and description. */
export const Filtered: Story = {
  parameters: { screen: { path: '/app/tcr/phones?search=555&account=1041&campaign=31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Phone number' })).toHaveValue('555');
    await expect(await canvas.findByText('Clínica Dental Bayamón', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear account' })).toBeVisible();
    await expect(await canvas.findByText('C0000A1 · Appointment reminders - Clínica Dental Bayamón')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear campaign' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Phones' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.queryByRole('navigation', { name: 'Phone pages' })).toBeNull();
  },
};

/** A number nothing matches: the empty state, no pages. */
export const Empty: Story = {
  parameters: { screen: { path: '/app/tcr/phones?search=999999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No phone numbers match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phone pages' })).toBeNull();
  },
};

/** The list cannot be loaded: spec 8's banner in place of the table, and a way to try again. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /campaign_management/phones')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('An error occurred while loading phone numbers.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Phones' })).toBeNull();
  },
};

/** Two numbers ticked, then Actions > Assign campaign: the count, the search, the campaigns; Accept waits. */
export const AssignCampaignDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAssignDialog(
      canvasElement,
      ['(787) 555-1100', '(787) 555-1113'],
      'Assign campaign',
      'Select a campaign',
    );
    await expect(dialog.getByText('Selected phones: 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search campaign' }), 'c0000');
    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(2));
    await userEvent.click(dialog.getByRole('option', { name: /C0000B7/ }));
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** Actions > Assign account: the server search after its pause, accounts by name and id. */
export const AssignAccountDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAssignDialog(canvasElement, ['(787) 555-1100'], 'Assign account', 'Select an account');
    await expect(dialog.getByText('Selected phones: 1')).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search account' }), 'Clínica');
    const option = await dialog.findByRole('option', { name: /Clínica Dental Bayamón ID 1041/ }, { timeout: 4000 });
    await userEvent.click(option);
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/**
 * Numbers picked on two pages, then Actions > Assign account: the count says how many are not on this page, and
 * before Accept the dialog names the bot numbers in use and, once an account is chosen, the numbers of other
 * accounts it would move; Accept is described by them.
 */
export const AssignAccountNamesWhatMoves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Phones' });
    for (const number of ['(787) 555-1100', '(787) 555-1139']) {
      await userEvent.click(await within(table).findByRole('checkbox', { name: `Select ${number}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const dialog = await openAssignDialog(canvasElement, ['(787) 555-1360'], 'Assign account', 'Select an account');
    await expect(canvas.getByText('3 selected, 2 not shown')).toBeVisible();
    await expect(dialog.getByText('Selected phones: 3')).toBeVisible();
    await expect(
      dialog.getByText(
        '2 numbers are bot numbers their accounts call and text patients from: (787) 555-1100 of Clínica Dental ' +
          'Bayamón and (787) 555-1360 of Dental Group Río Piedras.',
      ),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search account' }), 'Clínica Dental Bayamón');
    await userEvent.click(
      await dialog.findByRole('option', { name: /Clínica Dental Bayamón ID 1041/ }, { timeout: 4000 }),
    );
    const moves =
      '2 numbers of other accounts will move to the chosen account: (787) 555-1139 of Ortodoncia del Sur and ' +
      '(787) 555-1360 of Dental Group Río Piedras.';
    const bot =
      '(787) 555-1360 is the bot number of Dental Group Río Piedras, whose patients get calls and texts from it.';
    await expect(await dialog.findByText(moves)).toBeVisible();
    await expect(dialog.getByText(bot)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(`${moves} ${bot}`);
  },
};

/** The assignment has not answered yet: spec 2's banner, Actions disabled. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('POST /campaign_management/twilio/assign_campaign_to_phones')),
  play: async ({ canvasElement }) => {
    await assignFirstCampaign(canvasElement, ['(787) 555-1100']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please wait until phone is assigned to campaign')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
};

/** Assigned: the success toast, the list reloaded, the selection cleared. */
export const Assigned: Story = {
  play: async ({ canvasElement }) => {
    await assignFirstCampaign(canvasElement, ['(787) 555-1113']);
    await findToast(canvasElement, 'The phone(s) number has been assigned to the campaign.');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled());
    const row = (await canvas.findByRole('rowheader', { name: '(787) 555-1113' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('C0000A1')).toBeVisible());
  },
};

/**
 * The carrier refused the order (it lists an invalid number): which numbers were not assigned and why, still
 * selected, with a retry of only those; the error's message as the toast.
 */
export const PartialFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await assignFirstCampaign(canvasElement, ['(787) 555-1386', '+17870550123']);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('2 phones were not assigned to the campaign');
    await expect(alert).toHaveTextContent('Invalid phone number(s): +17870550123 (code 1003)');
    await expect(alert).toHaveTextContent('+17870550123');
    await expect(within(alert).getByRole('button', { name: 'Retry failed phones' })).toBeVisible();
    await findToast(canvasElement, 'Invalid phone number(s): +17870550123');
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select +17870550123' })).toBeChecked();
  },
};

/** A phone (390px): the numbers as cards, each with its checkbox beside the number, and no sideways scrolling. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Phones' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(cards).getByText('(787) 555-1100')).toBeVisible();
    await expectInsideViewport(
      within(cards).getByRole('checkbox', { name: 'Select (787) 555-1100' }).closest('label')!,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Phones' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * Assigned from the keyboard: Accept closes the dialog onto Actions, disabled while saving and after (nothing is
 * selected then), so focus goes to the table of phones instead of falling to the page's body. The saving banner
 * and the selection count are said through live regions that were on the page before them.
 */
export const AssignedKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Phones' });
    const regions = liveRegionsNow(canvasElement);
    (await within(table).findByRole('checkbox', { name: 'Select (787) 555-1113' })).focus();
    await userEvent.keyboard(' ');
    await expectSaidThrough(regions, '1 selected', canvasElement);
    canvas.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await body.findByRole('menuitem', { name: 'Assign campaign' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Select a campaign' }));
    const option = await dialog.findByRole('option', { name: /C0000A1/ });
    option.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled());
    dialog.getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectSaidThrough(regions, 'Please wait until phone is assigned to campaign', canvasElement);
    await findToast(canvasElement, 'The phone(s) number has been assigned to the campaign.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(table));
    await expect(table).toHaveAccessibleName('Phones');
    const row = within(table).getByRole('rowheader', { name: '(787) 555-1113' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('C0000A1')).toBeVisible());
  },
};

/** A number typed in the filter: the result count is said whole, through a live region there from the start. */
export const FilterResultsInALiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Phones' });
    const regions = liveRegionsNow(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Phone number' }), '555-11{Enter}');
    await expectListAnswers(canvas.getByRole('table', { name: 'Phones' }), '555-11');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};

/**
 * The account filter's list open over the page, by keyboard (issue 17: the rest of the page is inert while it is
 * open). The story ends with the list open, so its axe check covers that state.
 */
export const AccountFilterListOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await within(await canvas.findByRole('table', { name: 'Phones' })).findByRole('rowheader', {
      name: '(787) 555-1100',
    });
    // The field is drawn until react-aria's combo box loads (on intent), then replaced: look it up each time.
    const search = () => canvas.getByRole('combobox', { name: 'Account' });
    search().focus();
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('Clínica');
    const list = within(await body.findByRole('listbox', { name: /Account/ }, { timeout: 4000 }));
    await waitFor(() => expect(list.getByRole('option', { name: /Clínica Dental Bayamón ID 1041/ })).toBeVisible(), {
      timeout: SEARCH_DEBOUNCE_MS + 3000,
    });
    await userEvent.keyboard('{ArrowDown}');
    await expect(search()).toHaveAttribute('aria-activedescendant', list.getAllByRole('option')[0]!.id);
  },
};

/** The campaign filter's list open over the page, by keyboard. The story ends with the list open (for axe). */
export const CampaignFilterListOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await within(await canvas.findByRole('table', { name: 'Phones' })).findByRole('rowheader', {
      name: '(787) 555-1100',
    });
    canvas.getByRole('button', { name: 'All campaigns Campaign' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await body.findByRole('listbox', { name: 'Campaign' }));
    await waitFor(() => expect(list.getByRole('option', { name: /C0000A1/ })).toHaveFocus());
  },
};
