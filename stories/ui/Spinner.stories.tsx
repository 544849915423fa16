import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: ['current', 'accent'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Indeterminate progress: role progressbar named 'Loading' by default (set `aria-label` to say what loads, e.g. 'Loading your session'). " +
          'Sizes sm 16px, md 20px, lg 32px; inherits the text color unless `tone="accent"`. Under prefers-reduced-motion it pulses instead of spinning.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const PageLoading: Story = {
  args: { size: 'lg', tone: 'accent', 'aria-label': 'Loading your session' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading your session' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} aria-label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};
