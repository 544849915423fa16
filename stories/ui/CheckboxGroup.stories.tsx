import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, groupOrientations } from '../../src/ui/index.ts';

const options = ['Google', 'Outlook', 'Dentrix', 'Open Dental'].map((name) => (
  <Checkbox key={name} value={name.toLowerCase().replace(' ', '_')}>
    {name}
  </Checkbox>
));

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Calendar type', children: options, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: groupOrientations } },
  parameters: {
    docs: {
      description: {
        component:
          'Several Checkbox options under one label (RAC CheckboxGroup): value is the array of checked `value`s (`value`/`onChange` or `defaultValue`). ' +
          '`label`, `description`, `errorMessage`, `orientation` vertical | horizontal, `isInvalid`, `isDisabled`. Tab moves between options, Space toggles.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Calendar type' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Google' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Dentrix' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['google', 'dentrix']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['outlook'] } };

export const WithDescription: Story = {
  args: { description: 'Accounts matching any of the checked types are listed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Calendar type' })).toHaveAccessibleDescription(
      'Accounts matching any of the checked types are listed.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one calendar type.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose at least one calendar type.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['google'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Google' })).toBeDisabled();
  },
};

export const SmallViewport: Story = {
  args: { orientation: 'horizontal' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};
