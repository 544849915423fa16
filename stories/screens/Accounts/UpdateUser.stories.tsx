import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import UpdateUserScreen from '../../../src/islands/accounts/user-profile/UpdateUserScreen.tsx';
import { errorBody, failing, pending, staffUser } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';
import { apiErrorCodes } from '../../../src/shared/apiTexts.ts';
import { userTexts } from '../../../src/shared/userTexts.ts';

const meta = {
  title: 'Screens/Accounts/Update user',
  component: UpdateUserScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/user_profile' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "/app/user_profile (spec 2): the connected user's names, email, account (read once, then the form fills), " +
          'password and the two account flags, Back and Save. GET /users/current_user, GET /account/{id} and ' +
          'PATCH /users/{id} are mocked.',
      },
    },
  },
} satisfies Meta<typeof UpdateUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user's account is still loading: the form waits for it (spec 2), a skeleton meanwhile. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /account/:accountId')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Update user' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Update user' })).toBeNull();
  },
};

/** The form filled with the connected user and their account. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Update user' }, { timeout: 3000 }));
    await expect(form.getByText(staffUser.username)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Marisol');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rivera');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(staffUser.email);
    await expect(form.getByRole('link', { name: 'Rescue Console Staff' })).toHaveAttribute(
      'href',
      '/app/accounts/1001/overview',
    );
    await expect(form.getByRole('checkbox', { name: /Is account manager\?/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /Can switch accounts\?/ })).toBeChecked();
    await expect(form.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/**
 * WCAG 1.3.5 (identify input purpose): each field about the connected user names its purpose, so the browser and a
 * password manager can fill it: given and family name, email, a new password and its confirmation, and the current
 * password once it is asked for. (The username is shown, not edited; the account is a search, not a purpose.)
 */
export const InputPurposes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Update user' }, { timeout: 3000 }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    await expect(form.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(form.getByLabelText(/^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(form.getByLabelText(/^Password/), 'Mofongo-2026!');
    await expect(await form.findByLabelText(/Current password/)).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** A new password typed and confirmed: 'Current password' is asked for too, and Save wants it. */
export const ChangingThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Update user' }, { timeout: 3000 }));
    await expect(form.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.type(form.getByLabelText(/^Password/), 'Mofongo-2026!');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'Mofongo-2026!');
    const current = await form.findByLabelText(/Current password/);
    await expect(current).toBeRequired();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(userTexts.currentPasswordRequired)).toBeVisible();
    await expect(current).toHaveFocus();
  },
};

/** The user is gone when saving (404): spec 8's 'User could not be found.' */
export const UserNotFound: Story = {
  name: 'Save: user not found',
  beforeEach: withHandlers(failing('PATCH /users/:id', 404, errorBody(userTexts.notFound, apiErrorCodes.userNotFound))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Update user' }, { timeout: 3000 }));
    const lastName = form.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Rivera Santos{Enter}');
    await expect(await findToast(canvasElement, userTexts.notFound)).toHaveAttribute('data-type', 'error');
  },
};

/**
 * Your sessions: this browser, marked and kept, and a phone signed in last week; Sign out ends the phone's
 * sign-in, from the keyboard, and the list says so.
 */
export const SigningOutElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = within(await canvas.findByRole('list', { name: 'Signed-in browsers' }, { timeout: 3000 }));
    await expect(sessions.getAllByRole('listitem')).toHaveLength(2);
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions.getByText('Chrome on Linux')).toBeVisible();
    const phone = sessions.getByRole('button', { name: 'Sign out Safari on iOS, 203.0.113.88' });
    phone.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, userTexts.sessionsEnded)).toBeVisible();
    await expect(await sessions.findAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Your sessions' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};
