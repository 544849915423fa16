import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner, Button, Checkbox, Form, formGaps, Link, TextField } from '../../src/ui/index.ts';

const usernameRequired = 'Username is required.';
const passwordRequired = 'Password is required.';

/** The sign-in form as the island builds it: each field validates itself with the spec's message. */
function SignInForm({
  onValid,
  gap,
}: {
  onValid: (values: Record<string, string>) => void;
  gap?: (typeof formGaps)[number];
}) {
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    onValid(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
    setTimeout(() => setPending(false), 500);
  };
  return (
    <Form onSubmit={onSubmit} aria-label="Sign in" gap={gap}>
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        isRequired
        validate={(value) => (value.trim() ? null : usernameRequired)}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
        validate={(value) => (value ? null : passwordRequired)}
      />
      <Link href="#reset_password" variant="standalone">
        Forgot your password?
      </Link>
      <Button type="submit" variant="primary" isPending={pending}>
        Sign in
      </Button>
    </Form>
  );
}

/** Errors computed in onSubmit (zod in the islands) and handed to the Form by field name. */
function SubmitErrorsForm({ onValid }: { onValid: (values: Record<string, string>) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const next: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(values.email ?? '')) next.email = 'Enter a valid email address.';
    setErrors(next);
    if (Object.keys(next).length === 0) onValid(values);
  };
  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Request password reset">
      <TextField name="email" label="Email" />
      <Button type="submit" variant="primary">
        Reset my password
      </Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { onSubmit: fn() },
  argTypes: { gap: { control: 'inline-radio', options: formGaps } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A form (RAC Form) laid out as a column of fields (`gap` md | lg | xl, default lg). Enter in a text field submits. ' +
          '`validationBehavior` defaults to `native`: nothing shows on load; on submit each invalid field shows its message ' +
          "(the field's `validate` result, else the browser's own for `isRequired`/`type`), focus moves to the first one and `onSubmit` is not called; " +
          'once shown, a message is re-checked on every keystroke and goes as soon as the value is fixed. `aria` shows `validate` results on every keystroke from the first render and never blocks submission. ' +
          'Errors computed in `onSubmit` (zod, the server) go in `validationErrors` as `{ fieldName: message }`; they show until that field is edited. ' +
          'Keep that object stable (state): a new object on every render shows every message again.',
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  render: (args) => <SignInForm onValid={args.onSubmit as (values: Record<string, string>) => void} gap={args.gap} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleName('Password');

    // Nothing is red before the first submit.
    await expect(canvas.queryByText(usernameRequired)).toBeNull();

    // Submitting empty with Enter: both messages, focus on the first invalid field, no submission.
    await userEvent.tab();
    await expect(username).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(usernameRequired)).toBeVisible();
    await expect(canvas.getByText(passwordRequired)).toBeVisible();
    await expect(username).toHaveAccessibleDescription(usernameRequired);
    await expect(username).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Typing a fix clears that message at once; the other stays.
    await userEvent.keyboard('ana.lopez');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(usernameRequired)).toBeNull();
    await expect(canvas.getByText(passwordRequired)).toBeVisible();
    await userEvent.tab();
    await expect(password).toHaveFocus();

    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ana.lopez', password: 'correct horse' });
    await expect(canvas.queryByText(passwordRequired)).toBeNull();
    // The story ends where the form settles, ready again, so its picture never catches the spinner.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled'), {
      timeout: 5000,
    });
  },
};

export const ErrorsFromSubmit: Story = {
  render: (args) => <SubmitErrorsForm onValid={args.onSubmit as (values: Record<string, string>) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await userEvent.keyboard('ana{Enter}');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('@clinic.pr{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@clinic.pr' });
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
  },
};

// Keep validationErrors stable (state or a constant): a new object on every render shows the errors again.
const serverErrors = { email: 'User with this email already exists.' };

export const WithServerError: Story = {
  render: (args) => (
    <Form {...args} validationErrors={serverErrors} aria-label="Update user">
      <Banner tone="error">Please fix the highlighted field.</Banner>
      <TextField name="email" label="Email" type="email" defaultValue="ana@clinic.pr" />
      <Checkbox name="is_account_manager" description="True if the user is an admin for this account.">
        Is account manager?
      </Checkbox>
      <Button type="submit" variant="primary">
        Save
      </Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('User with this email already exists.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(canvas.queryByText('User with this email already exists.')).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const SmallViewport: Story = {
  render: (args) => <SignInForm onValid={args.onSubmit as (values: Record<string, string>) => void} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
