import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: 'Requests time in advance (days)',
    name: 'requests_time_in_advance_days',
    description: 'Edited in days, saved in minutes.',
    defaultValue: 1,
    minValue: 0,
    onChange: fn(),
  },
  argTypes: {
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
          'A labelled number input (RAC NumberField) with − and + stepper buttons named after the label ' +
          "('Decrease …', 'Increase …'; they are left out of the Tab order, the arrow keys do the same). " +
          '`minValue`, `maxValue`, `step`; `formatOptions` (Intl.NumberFormat options) for units, percent or grouping. ' +
          'Typed text is parsed and clamped when the field loses focus; `onChange` receives a number (NaN when emptied). ' +
          'Keyboard: ArrowUp/ArrowDown step, PageUp/PageDown step by more, Home/End go to min/max.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** requests_time_in_advance_minutes is stored in minutes but edited in days (spec, account overview). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Requests time in advance (days)' });
    await expect(input).toHaveAccessibleDescription('Edited in days, saved in minutes.');
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // Not below minValue 0: the decrease button turns off there.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Decrease Requests time in advance (days)' })).toBeDisabled();

    // Typing replaces the value; it is committed when focus leaves.
    await userEvent.keyboard('{Control>}a{/Control}14');
    await expect(input).toHaveValue('14');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(14);
    await expect(input).toHaveValue('14');
  },
};

/** digits_after_call (optional, for extensions or IVR): no thousands separator. */
export const DigitsAfterCall: Story = {
  args: {
    label: 'Digits after call',
    name: 'digits_after_call',
    description: 'Optional, for extensions or IVR.',
    defaultValue: undefined,
    formatOptions: { useGrouping: false },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Digits after call' });
    await userEvent.tab();
    await userEvent.keyboard('12345');
    await userEvent.tab();
    await expect(input).toHaveValue('12345');
    await expect(args.onChange).toHaveBeenLastCalledWith(12345);
  },
};

/** `formatOptions` passthrough: the unit is part of the shown value. */
export const WithUnit: Story = {
  args: {
    label: 'Appointment request window',
    name: 'appointment_request_window_days',
    description: undefined,
    defaultValue: 14,
    formatOptions: { style: 'unit', unit: 'day', unitDisplay: 'long' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Appointment request window' });
    await expect(input).toHaveValue('14 days');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15 days');
  },
};

export const WithStepButtons: Story = {
  args: { label: 'Retry count', name: 'retry_count', description: undefined, defaultValue: 3, maxValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Retry count' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Retry count' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Retry count' }));
    await expect(input).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: 'Increase Retry count' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Requests time in advance (days)' }),
    ).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { minValue: undefined, defaultValue: -1, isInvalid: true, errorMessage: 'Number must be greater than 0.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Requests time in advance (days)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Number must be greater than 0.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Number must be greater than 0\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Requests time in advance (days)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Requests time in advance (days)' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Requests time in advance (days)' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
  },
};

export const SmallViewport: Story = {
  args: {
    label: 'Requests time in advance, in days, before the appointment',
    description: 'Edited in days, saved in minutes (days times 1440).',
    defaultValue: 1234567,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};
