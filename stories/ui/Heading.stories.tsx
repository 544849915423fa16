import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, headingSizes, Stack } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Sign in to your account' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A heading (RAC Heading, so it also fills a Dialog title slot). `level` 1-4 is the document outline; `size` (sm, md, lg, xl) ' +
          'is the look and defaults from the level (1 xl, 2 lg, 3 md, 4 sm). One level 1 per page.',
      },
    },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
  },
};

export const AllLevels: Story = {
  render: () => (
    <Stack gap="md">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const SizeIndependentOfLevel: Story = { args: { level: 1, size: 'lg', children: 'Accounts' } };

export const LongText: Story = {
  args: { children: 'Clínica Dental Familiar del Norte y Asociados — Sucursal Principal de San Juan, Puerto Rico' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
