import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { TagGroup, type TagGroupProps, type TagItem } from '../../src/ui/index.ts';

const filters: TagItem[] = [
  { id: 'calendar_type', label: 'Calendar type: Open Dental, Chirotouch' },
  { id: 'scheduling_enabled', label: 'Has Scheduling Enabled: True' },
  { id: 'is_out_of_sync', label: 'Is Out of Sync: False' },
];

/** Removing a chip removes it from the list, as the accounts screen does with its filters. */
function Removable(args: TagGroupProps) {
  const [items, setItems] = useState(args.items);
  return (
    <TagGroup
      {...args}
      items={items}
      onRemove={(keys) => {
        args.onRemove?.(keys);
        setItems((current) => current.filter((item) => !keys.has(item.id)));
      }}
    />
  );
}

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  render: (args) => <Removable {...args} />,
  args: { label: 'Active filters', items: filters, onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Chips (RAC TagGroup). With `onRemove` each chip gets a × button named 'Remove <label>', and Backspace or Delete removes the focused chip; " +
          '`onRemove` receives a `Set` of ids — remove them from `items` yourself. The group is one Tab stop; arrow keys move between chips. ' +
          '`label` names the group; `hideLabel` keeps it for screen readers only.',
      },
    },
  },
} satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Active filters' });
    await expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(filters.map((f) => f.label));
    await expect(canvas.getByRole('button', { name: 'Remove Has Scheduling Enabled: True' })).toBeVisible();

    // Tab to the first chip, arrow to the second, Delete removes it.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: filters[0]!.label })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: filters[1]!.label })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set<Key>(['scheduling_enabled']));
    await expect(canvas.queryByRole('row', { name: filters[1]!.label })).toBeNull();
    // Focus stays in the group, on a neighbouring chip; Backspace removes that one.
    await expect(grid.contains(document.activeElement)).toBe(true);
    const focused = document.activeElement?.textContent;
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('row', { name: focused ?? '' })).toBeNull();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Active filters' })).toBeVisible();
    // Visually hidden: a 1px clipped box, still the group's name.
    await expect(canvas.getByText('Active filters').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const ReadOnly: Story = {
  render: (args) => <TagGroup {...args} onRemove={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'calendar_type',
        label:
          'Calendar type: Rescue (standalone), Open Dental, SecureClaim, Practice Fusion, ProClaim (Assertus), Chirotouch',
      },
      { id: 'sms', label: 'Has SMS Language Detection Enabled: True' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
