import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline, inlineAligns, inlineJustifies, tokens } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: {
    gap: 'sm',
    children: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: Object.keys(tokens.space) },
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
    wrap: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Children in a row: `gap` (space token, default `sm`), `align` (cross axis, default `center`), ' +
          '`justify` (`start` | `center` | `end` | `between`), `wrap` (default true, so rows never overflow on small screens).',
      },
    },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EndAligned: Story = { args: { justify: 'end' } };

export const PageHeader: Story = {
  args: {
    justify: 'between',
    gap: 'md',
    children: (
      <>
        <h1 style={{ margin: 0, fontSize: 24 }}>Accounts</h1>
        <Button variant="primary">Create new account</Button>
      </>
    ),
  },
};

export const WrapsOnSmallViewport: Story = {
  args: {
    children: ['SCHEDULED', 'CALLING', 'RETRYING', 'SUCCESS', 'FAILURE'].map((status) => (
      <Button key={status} size="sm">
        {status}
      </Button>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
