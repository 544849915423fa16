import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonVariants, Stack } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    lines: { control: { type: 'number', min: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder shaped like content that is loading: `block` (width/height) or `text` (`lines`, the last shorter). ' +
          'Hidden from assistive technology; mark the region `aria-busy` or show a Spinner where the loading state must be announced. ' +
          'Pulses gently; still under prefers-reduced-motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { width: 240, height: 32 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
  },
};

export const TextLines: Story = { args: { variant: 'text', lines: 3, width: 360 } };

/** The loading header of an account profile: the region is a busy status, the skeletons are decoration. */
export const AccountHeader: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  render: () => (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading account">
      <Skeleton width={280} height={28} />
      <Skeleton variant="text" lines={2} width={360} />
    </Stack>
  ),
};
