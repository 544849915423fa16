import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Has Scheduling Enabled',
    onChange: fn(),
    children: (
      <>
        <Radio value="true">True</Radio>
        <Radio value="false">False</Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among several (RAC RadioGroup + Radio): `label`, `description`, `errorMessage`, `orientation`, ' +
          '`value`/`onChange(string)` or `defaultValue`. Tab enters the group, arrow keys move the choice.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Has Scheduling Enabled' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'True' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'True' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'False' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'false' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose True or False.', description: 'Filters accounts by this flag.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose True or False.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'true' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'True' })).toBeDisabled();
  },
};
