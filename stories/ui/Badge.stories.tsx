import { CalendarClock, CircleCheck, CircleX, PhoneOutgoing, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeSizes, badgeTones, Inline, Stack, type BadgeTone } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { tone: 'neutral', size: 'md', dot: false, children: 'SCHEDULED' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short, non-interactive status label: tinted pill with `tone` neutral | info | success | warning | danger (accent is solid, to single one out), `size` sm 20px / md 24px, ' +
          'an optional leading `dot` or decorative `icon`. The text carries the meaning; the color only echoes it. ' +
          'The design system knows no product statuses: each screen maps its own values to tones (see CallStatuses).',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SCHEDULED')).toBeVisible();
  },
};

export const WithDot: Story = { args: { tone: 'success', dot: true, children: 'Active' } };

export const Tones: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} dot>
          Size {size}
        </Badge>
      ))}
    </Inline>
  ),
};

/**
 * The call rescue monitor's call statuses (spec: 0 SCHEDULED, 1 CALLING, 2 RETRYING, 3 SUCCESS, 4 FAILURE).
 * This mapping belongs to the screen, not to src/ui: it is written here only to show the tones in use.
 */
const callStatusBadge: Record<string, { tone: BadgeTone; icon: ReactNode }> = {
  SCHEDULED: { tone: 'neutral', icon: <CalendarClock size={14} /> },
  CALLING: { tone: 'info', icon: <PhoneOutgoing size={14} /> },
  RETRYING: { tone: 'warning', icon: <RotateCw size={14} /> },
  SUCCESS: { tone: 'success', icon: <CircleCheck size={14} /> },
  FAILURE: { tone: 'danger', icon: <CircleX size={14} /> },
};

export const CallStatuses: Story = {
  render: (args) => (
    <Stack gap="md">
      <Inline gap="sm">
        {Object.entries(callStatusBadge).map(([status, { tone }]) => (
          <Badge key={status} {...args} tone={tone} dot>
            {status}
          </Badge>
        ))}
      </Inline>
      <Inline gap="sm">
        {Object.entries(callStatusBadge).map(([status, { tone, icon }]) => (
          <Badge key={status} {...args} tone={tone} icon={icon}>
            {status}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['SCHEDULED', 'CALLING', 'RETRYING', 'SUCCESS', 'FAILURE']) {
      await expect(canvas.getAllByText(status)).toHaveLength(2);
    }
  },
};

/** A long label is cut with an ellipsis inside a narrow container. */
export const LongText: Story = {
  args: { tone: 'warning', dot: true, children: 'Waiting for brand vetting by The Campaign Registry' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};
