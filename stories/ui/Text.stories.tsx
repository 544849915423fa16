import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text, textElements, textSizes, textTones, textWeights } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Enter your email and you will receive a link to reset your password' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    truncate: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Body text: `as` span (default) | p | div, `size` xs-lg (md is the 14px base), `tone` default | muted | danger | success, ' +
          '`weight`, and `truncate` for one line with an ellipsis. For help text under a field use `Description` instead.',
      },
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { as: 'p' } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} as="p" tone={tone}>
          {tone}: Last sync time N/A
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {size}: The quick brown fox
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    as: 'div',
    truncate: true,
    children: 'A very long account name that does not fit the column width of a narrow table cell',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};
