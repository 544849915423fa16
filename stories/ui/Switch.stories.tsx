import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack, Switch } from '../../src/ui/index.ts';
import { expectForcedColors, inForcedColors, paintedColors } from '../../.storybook/forcedColors.ts';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Active', name: 'is_active', defaultSelected: true, onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies at once (RAC SwitchField + SwitchButton, role switch): the label is the children, ' +
          'with an optional `description` and `errorMessage`. Controlled with `isSelected`/`onChange(boolean)` or uncontrolled ' +
          'with `defaultSelected`. Space toggles. Used for a user being active and a business phone being enabled for call rescue; ' +
          'for a choice that is saved with a form, prefer a Checkbox.',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** User active/inactive: the toggle flips is_active immediately. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Active' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Off: Story = { args: { defaultSelected: false } };

/** Business phones tab: a toggle for call-rescue enablement. */
export const CallRescue: Story = {
  args: {
    children: 'Enabled for call rescue',
    name: 'is_enabled_for_call_rescue',
    defaultSelected: false,
    description: 'Business phone 787-555-0142. Digits after call: N/A',
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Enabled for call rescue' });
    await expect(toggle).toHaveAccessibleDescription('Business phone 787-555-0142. Digits after call: N/A');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** The Features tab: a column of toggles; Tab moves between them. */
export const FeatureList: Story = {
  render: () => (
    <Stack gap="sm">
      <Switch name="sms_language_detection_enabled" defaultSelected>
        Bilingual enabled
      </Switch>
      <Switch name="confirmations_enabled" defaultSelected>
        Confirmations enabled
      </Switch>
      <Switch name="confirmations_should_include_time">Confirmations should include time</Switch>
      <Switch name="is_waiting_list_enabled">Waiting list enabled</Switch>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Confirmations enabled' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Confirmations should include time' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Active' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    children: 'Enabled for call rescue',
    defaultSelected: true,
    isInvalid: true,
    errorMessage: 'There was an error updating the business phone.',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Enabled for call rescue' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('There was an error updating the business phone.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children: 'New Missed Calls open new conversation sessions instead of appending to the last open thread',
    description: 'Applies to every business phone of this account that is enabled for call rescue.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

/** The painted track and thumb of the switch named `name` (the track is drawn beside the hidden input). */
function switchParts(canvasElement: HTMLElement, name: string) {
  const toggle = within(canvasElement).getByRole('switch', { name });
  const track = toggle.closest('label')?.querySelector('[aria-hidden="true"]');
  if (!track?.firstElementChild) throw new Error(`The switch '${name}' has no track and thumb.`);
  return { toggle, track: paintedColors(track), thumb: paintedColors(track.firstElementChild) };
}

/**
 * Windows High Contrast (forced colors; the story tests emulate them): on is a Highlight track with a HighlightText
 * thumb, off a CanvasText rim and thumb on Canvas, so the two differ by more than the thumb's place.
 */
export const ForcedColors: Story = {
  ...inForcedColors,
  render: () => (
    <Stack gap="sm">
      <Switch name="confirmations_enabled" defaultSelected>
        Confirmations enabled
      </Switch>
      <Switch name="is_waiting_list_enabled">Waiting list enabled</Switch>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectForcedColors();
    const on = switchParts(canvasElement, 'Confirmations enabled');
    const off = switchParts(canvasElement, 'Waiting list enabled');
    await expect(on.toggle).toBeChecked();
    await expect(off.toggle).not.toBeChecked();
    await expect(on.track.fill).not.toBe(off.track.fill);
    // The thumb shows on its track either way.
    await expect(on.thumb.fill).not.toBe(on.track.fill);
    await expect(off.thumb.fill).not.toBe(off.track.fill);

    // Turned off, the first looks as the second does (once its fill has faded).
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(on.toggle).not.toBeChecked();
    await waitFor(async () => {
      const turnedOff = switchParts(canvasElement, 'Confirmations enabled');
      await expect([turnedOff.track, turnedOff.thumb]).toEqual([off.track, off.thumb]);
    });
    // And on again, for the picture of both.
    await userEvent.keyboard(' ');
    await expect(on.toggle).toBeChecked();
    await waitFor(async () => {
      const turnedOn = switchParts(canvasElement, 'Confirmations enabled');
      await expect([turnedOn.track, turnedOn.thumb]).toEqual([on.track, on.thumb]);
    });
  },
};
