import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, stackAligns, vars } from '../../src/ui/index.ts';
import { tokens } from '../../src/ui/index.ts';

const item = { padding: 8, background: vars.color.accentSubtle, border: `1px dashed ${vars.color.accent}` };
const children = ['Username', 'Password', 'Sign in'].map((label) => (
  <div key={label} style={item}>
    {label}
  </div>
));

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: { gap: 'md', children },
  argTypes: {
    gap: { control: 'select', options: Object.keys(tokens.space) },
    align: { control: 'inline-radio', options: stackAligns },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Children in a column separated by a space token (`gap`, default `md` 12px). `align` sets the cross axis. ' +
          'Accepts every Box prop (`as`, `padding`...).',
      },
    },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LargeGap: Story = { args: { gap: 'xl' } };
export const Centered: Story = { args: { align: 'center' } };
export const Empty: Story = { args: { children: null } };
