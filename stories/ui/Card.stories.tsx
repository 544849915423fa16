import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, cardElements, cardPaddings, Heading, Stack, Text } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <Stack gap="sm">
        <Heading level={2} size="md">
          Billing settings
        </Heading>
        <Text tone="muted">Delinquency flags of this account.</Text>
      </Stack>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    as: { control: 'inline-radio', options: cardElements },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface: background, 1px border, 10px radius, soft shadow and padding (`padding`: none | sm | md | lg, default lg). ' +
          'Render as `section` with `aria-labelledby` pointing at its heading to make it a landmark.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { padding: 'sm' } };

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <Heading id="card-title" level={2} size="md">
        Business phones
      </Heading>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Business phones' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Text as="p">
        {'A very long account description that keeps going to show how text wraps inside a card without overflowing its border. '.repeat(
          4,
        )}
        Averyveryverylongunbrokenidentifierthatmustwrapanywhere_AC0123456789abcdef0123456789abcdef
      </Text>
    ),
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
