import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Is account manager?', name: 'is_account_manager', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox with its label (children), optional `description` (read as the checkbox description) and `errorMessage`. ' +
          'Controlled with `isSelected`/`onChange(boolean)` or uncontrolled with `defaultSelected`. Space toggles. ' +
          'Inside a CheckboxGroup give each a `value`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Is account manager?' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'True if the user is an admin for this account.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Is account manager?' }),
    ).toHaveAccessibleDescription('True if the user is an admin for this account.');
  },
};

export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all phones' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Is account manager?' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { children: 'I confirm the additional cost', isInvalid: true, errorMessage: 'Confirm to continue.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I confirm the additional cost' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Confirm to continue.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children:
      'New Missed Calls open new conversation sessions instead of appending to the last open thread of the patient',
    description:
      'Applies to every business phone of this account with call rescue enabled, including ones added later.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
