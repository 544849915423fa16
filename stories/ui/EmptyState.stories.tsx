import { Phone, SearchX } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState, Link } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <Phone size={24} />,
    title: 'Account currently has no business phones',
    description: 'Add a business phone to schedule test calls and enable call rescue.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shown in place of a list or table with nothing to show: decorative `icon` (a lucide icon), `title` (a heading, `headingLevel` 2 by default, ' +
          '1 for a whole-page state such as not found), `description` and an `action` (Button or Link).',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Account currently has no business phones' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button variant="primary" onPress={fn()}>
        Add business phone
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add business phone' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchX size={24} />,
    title: 'No accounts match',
    description: 'Try another search or remove a filter.',
    headingLevel: 3,
  },
};

export const NotFound: Story = {
  args: {
    icon: undefined,
    title: 'The page is not found',
    description: undefined,
    headingLevel: 1,
    action: (
      <Link href="#accounts" variant="button">
        Go to accounts
      </Link>
    ),
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
