import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SetNewPasswordScreen from '../../../src/islands/signed-out/SetNewPasswordScreen.tsx';
import { MOCK_RESET_TOKEN, pending } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';
import { apiTexts } from '../../../src/shared/apiTexts.ts';
import { authTexts } from '../../../src/shared/authTexts.ts';

const meta = {
  title: 'Screens/Signed out/Set new password',
  component: SetNewPasswordScreen,
  args: { token: MOCK_RESET_TOKEN },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/reset_password/${MOCK_RESET_TOKEN}`, signedIn: false } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          "/reset_password/{token} (spec 2): New Password with the spec's hints, Confirm Password, RESET MY " +
          'PASSWORD. The page checks the link as it is made (POST /password_reset/validate_token/ from the server) ' +
          'and passes a refusal as `refusedLink`. ' +
          "POST /password_reset/confirm/ is mocked with the API's password checks; success leaves for " +
          '/login?reset=done, so it has no story (see Sign in, After password reset).',
      },
    },
  },
} satisfies Meta<typeof SetNewPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    password: await canvas.findByLabelText('New Password'),
    confirm: canvas.getByLabelText('Confirm Password'),
  };
};

/** Idle: the spec's sentence, both fields and the hints. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter your new password')).toBeVisible();
    const { password } = await fields(canvasElement);
    await expect(password).toHaveAccessibleDescription(/at least 8 characters/);
    await expect(canvas.getByRole('button', { name: 'RESET MY PASSWORD' })).toBeEnabled();
  },
};

/** Two different passwords, sent from the keyboard: the spec's mismatch message on the confirmation. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { password } = await fields(canvasElement);
    await userEvent.type(password, 'Mango-Tamarindo-2026');
    await userEvent.tab();
    await userEvent.keyboard('Mango-Tamarindo-2025{Enter}');
    await expect(await canvas.findByText(authTexts.passwordReset.newPasswordMismatch)).toBeVisible();
  },
};

/** The server refuses a weak password: its reasons on the field, and the spec's toast. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { password, confirm } = await fields(canvasElement);
    await userEvent.type(password, '12345678');
    await userEvent.type(confirm, '12345678{Enter}');
    await findToast(canvasElement, authTexts.passwordReset.confirmFailed);
    await expect(await canvas.findByText('This password is entirely numeric.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A link that is used, expired or unknown: the API's reason (the page's server asked it) as the page opens, no
 * form, and a way to a new link.
 */
export const ExpiredLink: Story = {
  args: { token: 'an-old-token', refusedLink: apiTexts.invalidResetToken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This password reset link is invalid');
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset_password');
  },
};

/** Saving: the API has not answered yet. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('POST /password_reset/confirm/')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { password, confirm } = await fields(canvasElement);
    await userEvent.type(password, 'Mango-Tamarindo-2026');
    await userEvent.type(confirm, 'Mango-Tamarindo-2026{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};
