import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResetPasswordScreen from '../../../src/islands/signed-out/ResetPasswordScreen.tsx';
import { errorBody, failing, pending } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';
import { apiErrorCodes } from '../../../src/shared/apiTexts.ts';
import { authTexts } from '../../../src/shared/authTexts.ts';
import { drfTexts } from '../../../src/shared/drfTexts.ts';

const meta = {
  title: 'Screens/Signed out/Request password reset',
  component: ResetPasswordScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reset_password', signedIn: false } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/reset_password (spec 2): the email, RESET MY PASSWORD and BACK TO LOGIN; idle, sent or failed. ' +
          'POST /password_reset/ is mocked and answers the same for any email, as the API does.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Email' });

/** Idle: the spec's sentence, the email field and both buttons. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Enter your email and you will receive a link to reset your password'),
    ).toBeVisible();
    await expect(await emailField(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'RESET MY PASSWORD' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'BACK TO LOGIN' })).toHaveAttribute('href', '/login');
  },
};

/** Sent from the keyboard with an address that is not one: the spec's message on the field, nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvasElement), 'ana.rivera{Enter}');
    await expect(await canvas.findByText(authTexts.passwordReset.emailFormat)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

/** Sending: the API has not answered yet. */
export const Sending: Story = {
  beforeEach: withHandlers(pending('POST /password_reset/')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvasElement), 'ana.rivera@clinic.example{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeVisible();
  },
};

/**
 * Sent: the spec's success toast, and what happens next. The form is gone, so focus moves to BACK TO LOGIN, which
 * reads what happens next as its description (not to the page's body).
 */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvasElement), 'ana.rivera@clinic.example{Enter}');
    await findToast(canvasElement, authTexts.passwordReset.requestSent);
    await expect(await canvas.findByText(/if a console user has the email ana.rivera@clinic.example/)).toBeVisible();
    const back = canvas.getByRole('link', { name: 'BACK TO LOGIN' });
    await expect(back).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(back));
    await expect(back).toHaveAccessibleDescription(/^Check your inbox: if a console user has the email ana.rivera@/);
  },
};

/**
 * Failed (too many requests, as the API words it: DRF's "Request was throttled. Expected available in 2682
 * seconds."): the spec's error toast, when to try again in minutes and plain words, the email kept.
 */
export const Failed: Story = {
  beforeEach: withHandlers(
    failing('POST /password_reset/', 429, errorBody(drfTexts.throttled(2682), apiErrorCodes.throttled)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvasElement), 'ana.rivera@clinic.example{Enter}');
    await findToast(canvasElement, authTexts.passwordReset.requestFailed);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 45 minutes.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ana.rivera@clinic.example');
  },
};
