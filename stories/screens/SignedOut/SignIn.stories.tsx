import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SignInScreen from '../../../src/islands/signed-out/SignInScreen.tsx';
import { pending } from '../../../tests/support/api-mocks/index.ts';
import { prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';
import { authTexts } from '../../../src/shared/authTexts.ts';

const meta = {
  title: 'Screens/Signed out/Sign in',
  component: SignInScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/login', signedIn: false } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/login (spec 2): Username, Password, the reset link and Sign in. POST /api/admin_token is mocked; ' +
          'the mocked API takes the demo password. (A successful sign-in leaves for /app/accounts, so it has no story.)',
      },
    },
  },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form as it opens: the title, both fields, the reset link and Sign in. No field takes focus by itself (the
 * page hydrates on intent, and hydration would move it); the first Tab reaches Username.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Wrong credentials, typed and sent from the keyboard: the API answers 401 and the screen says so. */
export const FailedSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'mrivera');
    await userEvent.tab();
    await userEvent.keyboard('not-the-password{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(authTexts.signIn.invalidCredentials);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('mrivera');
  },
};

/** Sent, and the API has not answered yet: Sign in shows it is busy and the typed values stay. */
export const SigningIn: Story = {
  beforeEach: withHandlers(pending('POST /api/admin_token')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'rescue-demo-2026{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
  },
};

/** Arrived from a completed password reset (/login?reset=done): the screen says the new password is set. */
export const AfterPasswordReset: Story = {
  args: { passwordWasReset: true },
  parameters: { screen: { path: '/login?reset=done', signedIn: false } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(authTexts.passwordReset.confirmed);
  },
};

/**
 * Sent here because the session ended (its idle or absolute limit, or ended elsewhere): the screen says so, and
 * signing in leads back to the page the person was on (`next`).
 */
export const SessionEnded: Story = {
  args: { sessionEnded: true, returnTo: '/app/call_rescue_monitor?search=Mayag%C3%BCez' },
  parameters: {
    screen: {
      path: '/login?next=%2Fapp%2Fcall_rescue_monitor%3Fsearch%3DMayag%25C3%25BCez&session=ended',
      signedIn: false,
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(authTexts.signIn.sessionEnded);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};
