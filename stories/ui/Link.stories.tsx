import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, Link, linkVariants, Text } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#reset_password', children: 'Forgot your password?' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isExternal: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation (RAC Link). `variant`: `inline` (underlined, inside text; default), `standalone` (on its own line), ' +
          "`button` (looks like a primary Button, e.g. 'Create new account'; `size` sm | md), " +
          "`secondaryButton` (looks like a secondary Button, e.g. 'Back' beside a form's Save). " +
          '`isExternal` (or `target="_blank"`) opens a new tab with rel noopener noreferrer, an icon, and the accessible hint \'(opens in new tab)\'. ' +
          'Use Button for actions that do not navigate.',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#reset_password');
  },
};

export const Inline: Story = {
  render: (args) => (
    <Text as="p">
      Links from an account lead to its <Link {...args}>legal entity</Link> and campaign details.
    </Text>
  ),
};

export const AsButton: Story = {
  args: { variant: 'button', href: '#create', children: 'Create new account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create new account' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsSecondaryButton: Story = {
  args: { variant: 'secondaryButton', href: '#back', children: 'Back' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://example.com/admin/',
    isExternal: true,
    children: 'Parent account admin',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Parent account admin (opens in new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByText('Parent account admin')).toBeVisible();
  },
};

/** A link without href is a press target (role link); Enter activates it. */
export const PressOnly: Story = {
  args: { href: undefined, variant: 'standalone', children: 'Back to login', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to login' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SmallViewport: Story = {
  args: { variant: 'button', href: '#create', children: 'Create new account' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
