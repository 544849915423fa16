import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones, Stack } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'A2P registration', value: 3, maxValue: 7, valueLabel: '3 of 7 steps' },
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    tone: { control: 'inline-radio', options: progressBarTones },
    isIndeterminate: { control: 'boolean' },
    showValueLabel: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Progress of a task (RAC ProgressBar): role progressbar named by `label` (or `aria-label`), `value` between `minValue` and `maxValue` (0-100 by default). ' +
          'The value text ("40%", or `valueLabel`, or `formatOptions`) shows at the end of the label row unless `showValueLabel={false}`. ' +
          '`isIndeterminate` when the length is unknown (a sliding bar; a pulse under reduced motion). `size` sm 4px / md 8px; `tone` accent (default), success, warning, danger. ' +
          'For a small inline loading sign use Spinner.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The A2P registration chain: seven steps, three done. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'A2P registration' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 7 steps');
    await expect(within(canvasElement).getByText('3 of 7 steps')).toBeVisible();
  },
};

/** Percent by default. */
export const Percent: Story = {
  args: { label: 'Uploading the phone list', value: 40, maxValue: 100, valueLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0, valueLabel: '0 of 7 steps' } };
export const Complete: Story = { args: { value: 7, valueLabel: '7 of 7 steps', tone: 'success' } };

/** Unknown length: no value, no value text. The picture shows the first frame. */
export const Indeterminate: Story = {
  args: { label: 'Provisioning bot number', isIndeterminate: true, value: undefined, valueLabel: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Provisioning bot number' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** No visible label: name it with `aria-label`. */
export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'A2P registration', showValueLabel: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'A2P registration' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="lg">
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="lg">
      {progressBarTones.map((tone, i) => (
        <ProgressBar
          key={tone}
          {...args}
          tone={tone}
          label={`Tone ${tone}`}
          value={(i + 1) * 20}
          maxValue={100}
          valueLabel={undefined}
        />
      ))}
    </Stack>
  ),
};

/** A long label wraps; the value text keeps its line end. */
export const LongLabel: Story = {
  args: { label: 'Assigning the selected phone numbers to campaign CX12AB3 · Appointment reminders' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
};
