import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form, TextField, textFieldTypes } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
  },
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
          'A labelled text input (RAC TextField): `label`, `description`, `errorMessage`, `type` text | email | password | tel | url, ' +
          '`isRequired`, `isReadOnly`, `isDisabled`, `placeholder`, and `multiline` (+ `rows`) for a textarea. ' +
          "Errors come from validation: the field's `validate` function, the Form's `validationErrors` (by `name`), " +
          'or `isInvalid` with `errorMessage`. By default (native) a message appears on submit or on leaving a changed field, and once shown ' +
          'it is re-checked on every keystroke so it goes as soon as the value is fixed; with `validationBehavior="aria"` `validate` runs on every keystroke from the start. ' +
          '`onChange` receives the string value.',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana.lopez');
    await expect(input).toHaveValue('ana.lopez');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana.lopez');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'New Password',
    type: 'password',
    name: 'password',
    description: 'At least 8 characters, not entirely numeric, not too similar to your username.',
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleName('New Password');
    await expect(input).toHaveAccessibleDescription(/At least 8 characters/);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ana.lopez',
    isInvalid: true,
    errorMessage: 'Enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Enter a valid email address.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/**
 * With `validationBehavior="aria"` (here from the Form) `validate` runs on every keystroke: the error
 * appears and goes away as you type. By default (native) it shows on submit and clears on leaving the field.
 */
export const ValidatesAsYouType: Story = {
  decorators: [
    (Story) => (
      <Form aria-label="Example" validationBehavior="aria">
        <Story />
      </Form>
    ),
  ],
  args: {
    label: 'Email',
    type: 'email',
    validate: (value: string) => (value && !/^\S+@\S+\.\S+$/.test(value) ? 'Enter a valid email address.' : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('ana');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await userEvent.keyboard('@clinic.pr');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Username', isReadOnly: true, defaultValue: 'ana.lopez' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ana.lopez');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana.lopez' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Phone', type: 'tel', placeholder: '+1 787 555 0100' },
};

export const Multiline: Story = {
  args: { label: 'Notes', name: 'notes', multiline: true, description: 'Visible to staff only.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.tab();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const LongText: Story = {
  args: {
    label: 'Account name as registered with the messaging provider for the A2P brand',
    defaultValue: 'Clínica Dental Familiar del Norte y Asociados — Sucursal Principal de San Juan',
    description:
      'The legal name exactly as it appears on the tax registration documents of the business, including punctuation.',
  },
};

export const DarkTheme: Story = {
  args: {
    label: 'Email',
    defaultValue: 'ana',
    isInvalid: true,
    errorMessage: 'Enter a valid email address.',
    description: 'Work address.',
  },
  globals: { theme: 'dark' },
};
