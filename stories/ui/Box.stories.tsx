import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, boxElements, vars } from '../../src/ui/index.ts';

const swatch = { background: vars.color.accentSubtle, border: `1px dashed ${vars.color.accent}` };

const meta = {
  title: 'UI/Box',
  component: Box,
  args: { padding: 'lg', children: 'Box content' },
  argTypes: { as: { control: 'select', options: boxElements } },
  parameters: {
    docs: {
      description: {
        component:
          'The base layout primitive: any element (`as`) with padding, gap and flex atoms on the space tokens (sprinkles). ' +
          '`display`, `flexDirection` and `gap` accept responsive objects `{ mobile, tablet, desktop }`. ' +
          'Prefer Stack and Inline; use Box for one-off padding or a landmark element (`as="main"`).',
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { style: swatch },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Box content');
    // Sprinkle props become classes, not DOM attributes.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(box).not.toHaveAttribute('padding');
  },
};

export const AsLandmark: Story = {
  args: { as: 'section', 'aria-label': 'Filters', padding: 'md', style: swatch },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Filters' })).toBeVisible();
  },
};

export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: { mobile: 'sm', desktop: 'xl' },
    padding: 'md',
    style: swatch,
    children: (
      <>
        <span>First</span>
        <span>Second</span>
        <span>Third</span>
      </>
    ),
  },
};
