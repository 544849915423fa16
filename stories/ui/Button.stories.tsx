import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, Inline } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
    pendingLabel: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'An action (RAC Button). One `primary` per view; `destructive` for irreversible actions; `quiet` in toolbars and rows. ' +
          "`isPending` keeps focus and width, shows a spinner and blocks presses and form submission; `pendingLabel` replaces the text while pending ('Saving...'). " +
          'Handle presses with `onPress`. For navigation use `Link` (with `variant="button"` when it must look like a button).',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Quiet: Story = { args: { variant: 'quiet' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete account' } };

export const AllVariants: Story = {
  render: (args) => (
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Inline>
  ),
};

export const Small: Story = {
  render: (args) => (
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} size="sm" variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = {
  args: {
    variant: 'primary',
    children: (
      <>
        <Plus size={16} aria-hidden="true" />
        Create user
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: {
    variant: 'quiet',
    iconOnly: true,
    'aria-label': 'Delete user',
    children: <Trash2 size={16} aria-hidden="true" />,
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete user' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The label stays the accessible name (invisible under the spinner); the spinner is a progressbar.
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingWithLabel: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Saving...', children: 'Save' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** Pressing Save turns it pending for a moment: the width does not change. */
export const PendingToggle: Story = {
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        variant="primary"
        isPending={pending}
        pendingLabel="Saving..."
        onPress={() => {
          setPending(true);
          setTimeout(() => setPending(false), 1500);
        }}
      >
        Save changes
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    const width = button.getBoundingClientRect().width;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(await canvas.findByRole('button', { name: 'Save changes' }, { timeout: 3000 })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const LongText: Story = {
  args: { variant: 'secondary', children: 'Schedule a test call for every business phone of this account' },
};

export const SmallViewport: Story = {
  args: { variant: 'primary', children: 'Create new account' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
