import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack, Text, ToggleButton, ToggleButtonGroup, buttonSizes } from '../../src/ui/index.ts';

/** Spec section 3: call_status values of a call rescue test, in order. */
const callStatuses = ['SCHEDULED', 'CALLING', 'RETRYING', 'SUCCESS', 'FAILURE'] as const;

const meta = {
  title: 'UI/ToggleButton',
  component: ToggleButtonGroup,
  args: {
    'aria-label': 'Call status',
    selectionMode: 'multiple',
    onSelectionChange: fn(),
    children: callStatuses.map((status) => (
      <ToggleButton key={status} id={status}>
        {status}
      </ToggleButton>
    )),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['multiple', 'single'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          '`ToggleButton` stays pressed until pressed again (`aria-pressed`); selected shows a check mark in place of an empty circle and a tinted, ' +
          'accent-bordered fill, so the state reads without color. `ToggleButtonGroup` (RAC) holds the selection: `selectionMode="multiple"` ' +
          '(a toolbar; each button toggles its `id` in `selectedKeys`) or `"single"`. Tab enters the group once, arrow keys move between buttons, ' +
          'Space or Enter toggles; with `"single"` the buttons are radios that behave as native ones (Tab enters on the chosen one, the arrows move and choose). ' +
          "Name the group with `aria-label`. Example: the call rescue monitor's status filter.",
      },
    },
  },
} satisfies Meta<typeof ToggleButtonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call rescue monitor's status filter: each button toggles its status in the filter. */
export const CallStatusFilter: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<Selection>(new Set());
    const statuses = selected === 'all' ? [...callStatuses] : callStatuses.filter((s) => selected.has(s));
    return (
      <Stack gap="md">
        <ToggleButtonGroup
          {...args}
          selectedKeys={selected}
          onSelectionChange={(keys) => {
            args.onSelectionChange?.(keys);
            setSelected(keys);
          }}
        />
        <Text tone="muted">Filter: {statuses.length > 0 ? statuses.join(', ') : 'all statuses'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('toolbar', { name: 'Call status' });
    const button = (name: string) => within(group).getByRole('button', { name });
    for (const status of callStatuses) await expect(button(status)).toHaveAttribute('aria-pressed', 'false');

    // One Tab stop: Tab enters on the first button, the arrows move, Space toggles.
    await userEvent.tab();
    await expect(button('SCHEDULED')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(button('RETRYING')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button('RETRYING')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(button('FAILURE')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button('FAILURE')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['RETRYING', 'FAILURE']));
    await expect(canvas.getByText('Filter: RETRYING, FAILURE')).toBeVisible();

    // Pressing again takes the status out of the filter.
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(button('RETRYING')).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Filter: FAILURE')).toBeVisible();
  },
};

export const SomeSelected: Story = {
  args: { defaultSelectedKeys: ['SCHEDULED', 'CALLING'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'SCHEDULED' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'SUCCESS' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Keyboard focus on a selected button. */
export const Focused: Story = {
  args: { defaultSelectedKeys: ['SCHEDULED'] },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'SCHEDULED' })).toHaveFocus();
  },
};

/**
 * `selectionMode="single"`: the buttons become radios, one at a time, and behave as native radios: Tab enters the
 * group on the chosen one, and the arrows (all four, round from the last to the first) move and choose.
 */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['RETRYING'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await expect(canvas.getByRole('radiogroup', { name: 'Call status' })).toBeVisible();
    await userEvent.tab();
    await expect(radio('RETRYING')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('SUCCESS')).toHaveFocus();
    await expect(radio('SUCCESS')).toBeChecked();
    await expect(radio('RETRYING')).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['SUCCESS']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last radio, the first.
    await expect(radio('SCHEDULED')).toHaveFocus();
    await expect(radio('SCHEDULED')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('FAILURE')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('SUCCESS')).toHaveFocus();
    await expect(radio('SUCCESS')).toBeChecked();
    // One Tab stop, the chosen radio: out and back in lands on it.
    await userEvent.tab({ shift: true });
    await expect(radio('SUCCESS')).not.toHaveFocus();
    await userEvent.tab();
    await expect(radio('SUCCESS')).toHaveFocus();
    await expect(radio('SCHEDULED')).toHaveAttribute('tabindex', '-1');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKeys: ['SUCCESS'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'SCHEDULED' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'SCHEDULED' })).not.toHaveFocus();
  },
};

/** A standalone toggle: `isSelected`/`onChange` (or `defaultSelected`) on the button itself. */
export const Standalone: Story = {
  render: function Render() {
    const [on, setOn] = useState(false);
    return (
      <ToggleButton isSelected={on} onChange={setOn}>
        Only failed calls
      </ToggleButton>
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Only failed calls' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Narrow container: the buttons wrap onto a second line. */
export const SmallViewport: Story = {
  args: { defaultSelectedKeys: ['RETRYING'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {buttonSizes.map((size) => (
        <ToggleButtonGroup key={size} {...args} aria-label={`Call status (${size})`} defaultSelectedKeys={['SUCCESS']}>
          {callStatuses.map((status) => (
            <ToggleButton key={status} id={status} size={size}>
              {status}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ))}
    </Stack>
  ),
};
