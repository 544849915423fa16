import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { clinicaBayamon } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, type ScreenParameters } from '../screenSupport.ts';
import { userTexts } from '../../../src/shared/userTexts.ts';

const meta = {
  title: 'Screens/Accounts/Account profile/Users',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/accounts/${clinicaBayamon.id}/users` } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "The profile's Users tab (spec 2): each user with initials, name, the Admin marker, email and username, " +
          'edited in place or (de)activated at once; Create user in a dialog. POST and PATCH /users are mocked.',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const userList = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Users' }, { timeout: 3000 }));

/** Three users: the practice's admin, the front desk, and one who left (greyed, with Activate). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    const [carmen, luis, ana] = list.getAllByRole('listitem');
    await expect(within(carmen!).getByText('Carmen Ortiz')).toBeVisible();
    await expect(within(carmen!).getByText('Admin')).toBeVisible();
    await expect(within(carmen!).getByText('carmen.ortiz@clinicadentalbayamon.com · cortiz')).toBeVisible();
    await expect(within(luis!).queryByText('Admin')).toBeNull();
    await expect(within(ana!).getByText('Inactive')).toBeVisible();
    await expect(within(ana!).getByRole('button', { name: 'Activate Ana Colón' })).toBeVisible();
    await expect(within(carmen!).getByRole('button', { name: 'Deactivate Carmen Ortiz' })).toBeVisible();
  },
};

/** A row in edit mode, opened from the keyboard: its form, the first name focused. */
export const EditingARow: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    list.getByRole('button', { name: 'Edit Luis Figueroa' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await list.findByRole('form', { name: 'Edit Luis Figueroa' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Luis');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('recepcion@clinicadentalbayamon.com');
    await expect(form.getByLabelText('Password')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Create user opens its dialog, the username focused. */
export const CreateUserDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userList(canvasElement);
    canvas.getByRole('button', { name: 'Create user' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Create user' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await expect(dialog.getByRole('checkbox', { name: /Is account manager\?/ })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Create user' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Deactivate asks first: what it does, Cancel (focused) or Deactivate. The story ends with the question open. */
export const DeactivateAsks: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Deactivate Luis Figueroa' }));
    const body = within(canvasElement.ownerDocument.body);
    const ask = await body.findByRole('alertdialog', { name: 'Deactivate Luis Figueroa?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Deactivating a user asks first, then saves: the spec 8 toast, and the row greyed with Activate. */
export const UserDeactivated: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Deactivate Luis Figueroa' }));
    const body = within(canvasElement.ownerDocument.body);
    const ask = within(await body.findByRole('alertdialog', { name: 'Deactivate Luis Figueroa?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Deactivate' }));
    await expect(await findToast(canvasElement, userTexts.stateSaved)).toBeVisible();
    await expect(await list.findByRole('button', { name: 'Activate Luis Figueroa' })).toBeVisible();
  },
};

/** No users yet. */
export const Empty: Story = {
  parameters: { screen: { api: { accounts: [{ ...clinicaBayamon, user_set: [] }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This account has no users yet' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create user' })).toBeEnabled();
  },
};

/** Where focus is: the element itself, so a failure names it (`<body>` when it fell off the page). */
const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/** Cancel on an untouched edit form closes it at once, and focus is back on that user's Edit button. */
export const CancelReturnsFocusToEdit: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    list.getByRole('button', { name: 'Edit Luis Figueroa' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await list.findByRole('form', { name: 'Edit Luis Figueroa' }));
    form.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.queryByRole('form', { name: 'Edit Luis Figueroa' })).toBeNull());
    const edit = list.getByRole('button', { name: 'Edit Luis Figueroa' });
    await waitFor(() => expect(focused(canvasElement)).toBe(edit));
  },
};

/** Cancel on a changed edit form asks first; once the changes are discarded, focus is on the user's Edit button. */
export const DiscardReturnsFocusToEdit: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    list.getByRole('button', { name: 'Edit Luis Figueroa' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await list.findByRole('form', { name: 'Edit Luis Figueroa' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await userEvent.keyboard('ito');
    form.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    const question = within(await body.findByRole('alertdialog', { name: 'Discard changes?' }));
    await waitFor(() => expect(question.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.queryByRole('form', { name: 'Edit Luis Figueroa' })).toBeNull());
    const edit = list.getByRole('button', { name: 'Edit Luis Figueroa' });
    await waitFor(() => expect(focused(canvasElement)).toBe(edit));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(focused(canvasElement)).toBe(edit);
  },
};

/** Saved from the keyboard: the form closes with the spec 8 toast, and focus is on the user's Edit button. */
export const SaveReturnsFocusToEdit: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    list.getByRole('button', { name: 'Edit Luis Figueroa' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await list.findByRole('form', { name: 'Edit Luis Figueroa' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await userEvent.keyboard('ito{Enter}');
    await findToast(canvasElement, userTexts.updated);
    const edit = await list.findByRole('button', { name: 'Edit Luisito Figueroa' });
    await waitFor(() => expect(focused(canvasElement)).toBe(edit));
  },
};
