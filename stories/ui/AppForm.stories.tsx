import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkedOnceLeft, Inline, SelectItem, Stack, useAppForm, type ServerErrors } from '../../src/ui/index.ts';

const required = (message: string) => (value: string) => (value.trim() === '' ? message : undefined);
const email = (value: string) =>
  value === '' || /^\S+@\S+\.\S+$/.test(value) ? undefined : 'Please enter a valid email';

interface Values {
  username: string;
  email: string;
  lang: string;
  password: string;
  confirm_password: string;
  is_account_manager: boolean;
}

const EMPTY: Values = {
  username: '',
  email: '',
  lang: '',
  password: '',
  confirm_password: '',
  is_account_manager: false,
};

/** A failed save as the API client throws it: DRF field errors and a detail. */
class SaveFailed extends Error implements ServerErrors {
  readonly fieldErrors: Record<string, string[]>;
  readonly detail?: string;
  constructor(fieldErrors: Record<string, string[]>, detail?: string) {
    super(detail ?? 'Bad request');
    this.fieldErrors = fieldErrors;
    this.detail = detail;
  }
}

/** A user form as a screen builds it: rules by field name, a confirmation that reads another field, a Save button. */
function UserForm({
  defaultValues = EMPTY,
  onSave,
  checkOnceLeft = false,
  failedSave,
}: {
  defaultValues?: Values;
  onSave: (values: Values) => Promise<void> | void;
  /** The `checkedOnceLeft` timing: each field checked when left, then at every change. */
  checkOnceLeft?: boolean;
  /** The form's `failedSave`: keep what was typed after a failure, or reset to the saved values (spec 8). */
  failedSave?: 'keep' | 'reset';
}) {
  const form = useAppForm({
    defaultValues,
    rules: {
      username: [required('The username is required')],
      email: [required('The email is required'), email],
      lang: [required('The language is required')],
    },
    ...(checkOnceLeft ? { validationLogic: checkedOnceLeft } : {}),
    onSubmit: async ({ value, formApi }) => {
      await onSave(value);
      formApi.reset(value);
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label="User" failedSave={failedSave}>
        <form.FormErrorBanner />
        <form.AppField name="username">{(field) => <field.TextField label="Username" isRequired />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" isRequired />}
        </form.AppField>
        <form.AppField name="lang">
          {(field) => (
            <field.Select label="Language" isRequired placeholder="Choose a language">
              <SelectItem id="en_US">English</SelectItem>
              <SelectItem id="es_ES">Spanish</SelectItem>
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.TextField label="Password" type="password" />}</form.AppField>
        <form.AppField
          name="confirm_password"
          validators={{
            onDynamic: ({ value, fieldApi }) =>
              value === fieldApi.form.getFieldValue('password') ? undefined : 'Password does not match',
          }}
        >
          {(field) => <field.TextField label="Confirm password" type="password" />}
        </form.AppField>
        <form.AppField name="is_account_manager">
          {(field) => (
            <field.Checkbox description="True if the user is an admin for this account.">
              Is account manager?
            </field.Checkbox>
          )}
        </form.AppField>
        <form.WhileChanged>
          <p>**Friendly reminder to save changes.</p>
        </form.WhileChanged>
        <Inline>
          <form.SubmitButton pendingLabel="Saving...">Save</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

const meta = {
  title: 'UI/AppForm',
  component: UserForm,
  args: { onSave: fn() },
  decorators: [
    (Story) => (
      <Stack maxWidth="sm">
        <Story />
      </Stack>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The console's one way to build a form: `useAppForm` (TanStack Form) joined to the design system's fields. " +
          "A field's rules (the form's `rules`, by its name) run on submit, then on every change; submit focuses " +
          'the first invalid field; errors a failed save ' +
          'throws (`fieldErrors`, `detail`) land on their fields and in the banner; a failure that names no field ' +
          'keeps what was typed, or with `failedSave="reset"` shows the saved values and offers \'Restore what ' +
          "you typed'; `WhileChanged` shows while the " +
          'values differ from the saved ones, and `ReportChanged` tells the screen when that changes.',
      },
    },
  },
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** `checkedOnceLeft`: a required field left empty says so at once; typing clears it; fields not yet left stay quiet. */
export const CheckedOnceLeft: Story = {
  args: { checkOnceLeft: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(username);
    await userEvent.tab();
    await expect(username).toHaveAccessibleDescription('The username is required');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.queryByText('The email is required')).toBeNull();
    await userEvent.type(username, 'j');
    await expect(canvas.queryByText('The username is required')).toBeNull();
    await userEvent.clear(username);
    await expect(username).toHaveAccessibleDescription('The username is required');
  },
};

export const RulesOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('The username is required');
    await expect(canvas.getByText('The email is required')).toBeVisible();
    await expect(canvas.getByText('The language is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    // After a submit, a fix clears its message as the person types.
    await userEvent.keyboard('ana');
    await waitFor(() => expect(canvas.queryByText('The username is required')).toBeNull());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@');
    await canvas.findByText('Please enter a valid email');
  },
};

export const ConfirmationMismatch: Story = {
  args: { defaultValues: { ...EMPTY, username: 'ana', email: 'ana@example.com', lang: 'es_ES' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-pass');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'another');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('Password does not match');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-pass');
    await waitFor(() => expect(canvas.queryByText('Password does not match')).toBeNull());
  },
};

export const ServerErrorsOnFields: Story = {
  args: {
    defaultValues: { ...EMPTY, username: 'taken', email: 'ana@example.com', lang: 'en_US' },
    onSave: fn(() => {
      throw new SaveFailed(
        { username: ['A user with that username already exists.'], account: ['This field is required.'] },
        'The account could not be saved.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('A user with that username already exists.');
    // What no field shows goes to the banner, with the detail.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The account could not be saved. This field is required.',
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    // Nothing typed is lost, and editing the field answers the server's message.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '-2');
    await waitFor(() => expect(canvas.queryByText('A user with that username already exists.')).toBeNull());
  },
};

/**
 * `failedSave="reset"` (spec 8's account forms): a save that failed for no field's reason puts the saved values
 * back and says so, with what was typed one press away.
 */
export const FailedSaveResets: Story = {
  args: {
    defaultValues: { ...EMPTY, username: 'ana', email: 'ana@example.com', lang: 'en_US' },
    failedSave: 'reset',
    onSave: fn(() => {
      throw new SaveFailed({}, 'A server error occurred.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.rivera@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your changes were not saved.');
    await expect(alert).toHaveTextContent(
      'A server error occurred. The form shows the saved values again; restore what you typed to try once more.',
    );
    await expect(email).toHaveValue('ana@example.com');
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
  },
};

/** Then 'Restore what you typed': the typing is back in its field, focused, ready to save again. */
export const RestoreWhatYouTyped: Story = {
  args: FailedSaveResets.args,
  play: async (context) => {
    await FailedSaveResets.play!(context);
    const canvas = within(context.canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Restore what you typed' }));
    await expect(email).toHaveValue('ana.rivera@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('**Friendly reminder to save changes.')).toBeVisible();
  },
};

export const ReminderWhileChanged: Story = {
  args: { defaultValues: { ...EMPTY, username: 'ana', email: 'ana@example.com', lang: 'en_US' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull();
    await userEvent.click(canvas.getByText('Is account manager?'));
    await canvas.findByText('**Friendly reminder to save changes.');
    await userEvent.click(canvas.getByText('Is account manager?'));
    await waitFor(() => expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull());
    await userEvent.click(canvas.getByText('Is account manager?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ is_account_manager: true })),
    );
    // Saved: the saved values are the new baseline.
    await waitFor(() => expect(canvas.queryByText('**Friendly reminder to save changes.')).toBeNull());
  },
};

export const Saving: Story = {
  args: {
    defaultValues: { ...EMPTY, username: 'ana', email: 'ana@example.com', lang: 'en_US' },
    onSave: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('Saving...');
  },
};
