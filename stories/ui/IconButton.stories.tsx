import { Pencil, UserCheck, UserX, X } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants, IconButton, Inline, Link, Text } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Edit user', children: <Pencil size={16} aria-hidden="true" />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square Button holding only a lucide icon (`aria-hidden`), e.g. the edit and activate/deactivate icons of a user row or the ' +
          'clear (x) button next to a linked parent account. `aria-label` is required by the type: it is the only name a screen reader gets. ' +
          'Same recipe and states as `Button` (`variant`, default `quiet`; `size`; `isPending`; `isDisabled`). Handle presses with `onPress`.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit user' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Deactivate: Story = {
  args: { 'aria-label': 'Deactivate user', children: <UserX size={16} aria-hidden="true" /> },
};

export const Activate: Story = {
  args: { 'aria-label': 'Activate user', children: <UserCheck size={16} aria-hidden="true" /> },
};

/** The users tab row: an edit icon and the activate/deactivate icon (it switches with the user's state). */
export const UserRowActions: Story = {
  render: (args) => (
    <Inline gap="lg">
      <Inline gap="xs">
        <Text weight="medium">Maria Lopez</Text>
        <IconButton {...args} aria-label="Edit Maria Lopez">
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
        <IconButton {...args} aria-label="Deactivate Maria Lopez">
          <UserX size={16} aria-hidden="true" />
        </IconButton>
      </Inline>
      <Inline gap="xs">
        <Text tone="muted">Jose Rivera (inactive)</Text>
        <IconButton {...args} aria-label="Edit Jose Rivera">
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
        <IconButton {...args} aria-label="Activate Jose Rivera">
          <UserCheck size={16} aria-hidden="true" />
        </IconButton>
      </Inline>
    </Inline>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Maria Lopez' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Deactivate Maria Lopez' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Activate Jose Rivera' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The overview's linked parent account with its clear (x) button. */
export const Clear: Story = {
  args: { 'aria-label': 'Clear parent account', size: 'sm', children: <X size={16} aria-hidden="true" /> },
  render: (args) => (
    <Inline gap="xs">
      <Link variant="standalone" href="#parent-account">
        Sunrise Dental Group
      </Link>
      <IconButton {...args} />
    </Inline>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sunrise Dental Group' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear parent account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Edit user (${variant})`} />
      ))}
    </Inline>
  ),
};

export const Small: Story = {
  render: (args) => (
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} size="sm" variant={variant} aria-label={`Edit user (${variant})`} />
      ))}
    </Inline>
  ),
};

/** Keyboard focus shows the ring. */
export const Focused: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit user' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit user' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: {
    isPending: true,
    variant: 'secondary',
    'aria-label': 'Deactivate user',
    children: <UserX size={16} aria-hidden="true" />,
  },
  play: async ({ canvasElement, args }) => {
    // RAC adds the spinner's name while pending: 'Deactivate user Pending'.
    const button = within(canvasElement).getByRole('button', { name: 'Deactivate user Pending' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
