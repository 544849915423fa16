import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PhonesScreen from '../../../src/islands/tcr/phones/PhonesScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Phones',
  component: PhonesScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/tcr/phones' } satisfies ScreenParameters,
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
  beforeEach: withHandlers(pending('get', '/campaign_management/phones')),
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
  beforeEach: withHandlers(failing('get', '/campaign_management/phones')),
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

/** The assignment has not answered yet: spec 2's banner, Actions disabled. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('post', '/campaign_management/twilio/assign_campaign_to_phones')),
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
