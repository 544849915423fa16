import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Segment, SegmentedControl, segmentedControlSizes, Stack, Text } from '../../src/ui/index.ts';
import { expectForcedColors, inForcedColors, paintedColors } from '../../.storybook/forcedColors.ts';

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: {
    'aria-label': 'Scale',
    defaultValue: 'accounts',
    onChange: fn(),
    children: (
      <>
        <Segment value="accounts">Accounts</Segment>
        <Segment value="parent_accounts">Parent accounts</Segment>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: segmentedControlSizes },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Switches a view between a few exclusive modes, e.g. manual scaling's 'Accounts' / 'Parent accounts': one sunken track, the chosen " +
          '`Segment` raised (surface fill, shadow, accent border). Built on RAC RadioGroup rather than a single-selection ToggleButtonGroup: ' +
          'a radio group is one Tab stop whose arrow keys move the selection (the view follows), and it reads as radios with a checked state; ' +
          "RAC's ToggleButtonGroup only moves focus with the arrows. `value`/`onChange` or `defaultValue`; name it with `label` or `aria-label`.",
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Manual scaling: which list the table shows. */
export const AccountsOrParentAccounts: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('accounts');
    return (
      <Stack gap="md">
        <SegmentedControl
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange?.(next);
            setValue(next);
          }}
        />
        <Text tone="muted">Showing {value === 'accounts' ? 'accounts' : 'parent accounts'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Scale' })).toBeVisible();
    const accounts = canvas.getByRole('radio', { name: 'Accounts' });
    const parents = canvas.getByRole('radio', { name: 'Parent accounts' });
    await expect(accounts).toBeChecked();

    await userEvent.tab();
    await expect(accounts).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(parents).toHaveFocus();
    await expect(parents).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('parent_accounts');
    await expect(canvas.getByText('Showing parent accounts')).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(accounts).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('accounts');
    await expect(canvas.getByText('Showing accounts')).toBeVisible();

    // One Tab stop for the whole control.
    await userEvent.tab();
    await expect(accounts).not.toHaveFocus();
    await expect(parents).not.toHaveFocus();
  },
};

export const ParentAccountsSelected: Story = { args: { defaultValue: 'parent_accounts' } };

/** Keyboard focus shows the ring around the selected segment. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Accounts' })).toHaveFocus();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Scale' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Scale' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Three or more segments work the same way. */
export const ThreeWay: Story = {
  args: {
    'aria-label': 'Campaign type',
    defaultValue: 'LOW_VOLUME',
    children: (
      <>
        <Segment value="LOW_VOLUME">Low volume</Segment>
        <Segment value="CUSTOMER_CARE">Medium</Segment>
        <Segment value="SOCIAL">High</Segment>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    // Arrows wrap around, as radio groups do.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Low volume' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Accounts' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Accounts' })).not.toHaveFocus();
  },
};

export const OneSegmentDisabled: Story = {
  args: {
    children: (
      <>
        <Segment value="accounts">Accounts</Segment>
        <Segment value="parent_accounts" isDisabled>
          Parent accounts
        </Segment>
      </>
    ),
  },
};

/** Long labels wrap inside their segment rather than overflow the track. */
export const LongText: Story = {
  args: {
    children: (
      <>
        <Segment value="accounts">Accounts ready for campaign registration</Segment>
        <Segment value="parent_accounts">Parent accounts with several practices</Segment>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Windows High Contrast (forced colors; the story tests emulate them): the selected segment is filled with
 * Highlight (its text HighlightText); the others melt into the track.
 */
export const ForcedColors: Story = {
  ...inForcedColors,
  play: async ({ canvasElement }) => {
    await expectForcedColors();
    const canvas = within(canvasElement);
    const accounts = canvas.getByRole('radio', { name: 'Accounts' });
    const parents = canvas.getByRole('radio', { name: 'Parent accounts' });
    /** A segment as painted: the label that holds its radio. */
    const segment = (radio: HTMLElement) => {
      const drawn = radio.closest('label');
      if (!drawn) throw new Error('A segment is a label around its radio.');
      const style = getComputedStyle(drawn);
      return { ...paintedColors(drawn), text: style.color, adjust: style.forcedColorAdjust };
    };
    const shows = (painted: ReturnType<typeof segment>) => painted.fill !== painted.backdrop;

    await expect(accounts).toBeChecked();
    await expect(shows(segment(accounts))).toBe(true);
    await expect(shows(segment(parents))).toBe(false);
    await expect(segment(accounts).fill).not.toBe(segment(parents).fill);
    await expect(segment(accounts).text).not.toBe(segment(parents).text);
    // Text on Highlight gets no Canvas backplate (the browser's, behind adjusted text), which would hide it.
    await expect(segment(accounts).adjust).toBe('none');

    // The selection moves, and the fill with it (once it has faded).
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(parents).toBeChecked();
    await waitFor(() => expect([shows(segment(accounts)), shows(segment(parents))]).toEqual([false, true]));
  },
};
