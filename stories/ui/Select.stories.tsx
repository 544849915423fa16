import { VERTICAL_TYPES as VERTICAL_TYPE_CODES } from '../../src/shared/enums.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import type { Key } from 'react-aria-components/Select';
import { POPOVER_MAX_HEIGHT, Select, SelectItem } from '../../src/ui/index.ts';

// Spec section 3, enumerations (labels as the console shows them).
const CALENDAR_TYPES = [
  { id: 0, name: 'Rescue (standalone)' },
  { id: 1, name: 'Open Dental' },
  { id: 2, name: 'SecureClaim' },
  { id: 3, name: 'Practice Fusion' },
  { id: 4, name: 'ProClaim (Assertus)' },
  { id: 5, name: 'Chirotouch' },
];
const TIMEZONES = [
  { id: 'America/Puerto_Rico', name: 'PR' },
  { id: 'America/New_York', name: 'EST' },
  { id: 'America/Los_Angeles', name: 'PST' },
  { id: 'America/Chicago', name: 'CST' },
  { id: 'America/Phoenix', name: 'MST' },
];
const VERTICAL_TYPES = VERTICAL_TYPE_CODES.map(({ value, label }) => ({ id: value, name: label }));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Calendar type',
    name: 'calendar_type',
    placeholder: 'Select a calendar type',
    items: CALENDAR_TYPES,
    children: (item: object) => {
      const { id, name } = item as (typeof CALENDAR_TYPES)[number];
      return <SelectItem id={id}>{name}</SelectItem>;
    },
    onSelectionChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    items: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled dropdown for one value from a short fixed list (RAC Select + Button + SelectValue + Popover + ListBox). ' +
          'Options are `SelectItem`s (the ListBox item: same look, optional `description` line), given as children or as ' +
          '`items` + a render function. `placeholder`, `label`, `description`, `errorMessage`, `isRequired`, `isDisabled`; ' +
          "`isRequired` puts the asterisk after the label and says '(required)' in the label's text to assistive technology (a button has no aria-required); " +
          '`selectedKey`/`defaultSelectedKey` + `onSelectionChange`; `onClear` adds a clear (x) button while a value is chosen. The list scrolls past 20rem (spec: dropdown maximum height). ' +
          'Keyboard: Enter, Space or ArrowDown opens, arrows move, typing jumps, Enter picks, Escape closes and returns focus. ' +
          'Long or server-side lists: use ComboBox.',
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Calendar type/ });
    await expect(trigger).toHaveTextContent('Select a calendar type');

    await userEvent.tab();
    // Focus loads the select's code; the loaded select takes the drawing's place, focused.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox', { name: 'Calendar type' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Rescue (standalone)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Open Dental' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveTextContent('Open Dental');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveFocus());

    // ArrowDown opens on the current value; Escape closes without changing it.
    await userEvent.keyboard('{ArrowDown}');
    const again = await body.findByRole('listbox');
    await waitFor(() => expect(within(again).getByRole('option', { name: 'Open Dental' })).toHaveFocus());
    await expect(within(again).getByRole('option', { name: 'Open Dental' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveTextContent('Open Dental');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

/** Items with a second line; the button shows only the option's text. */
export const Timezone: Story = {
  // The story ends as its list closes. In the test browser react-aria often strands the closing list (see
  // settle() in .storybook/vitest.visual.ts), so the end is not a repeatable picture; the open list's look is
  // covered by the other stories' pictures.
  parameters: { visual: { disable: true } },
  args: {
    label: 'Timezone',
    name: 'timezone',
    placeholder: 'Select a timezone',
    isRequired: true,
    defaultSelectedKey: 'America/Puerto_Rico',
    items: TIMEZONES,
    children: (item: object) => {
      const { id, name } = item as (typeof TIMEZONES)[number];
      return (
        <SelectItem id={id} description={id}>
          {name}
        </SelectItem>
      );
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Timezone/ });
    await expect(trigger).toHaveTextContent(/^PR$/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Required: the label, which names the list too, says so.
    const listbox = await body.findByRole('listbox', { name: 'Timezone (required)' });
    // The description line is part of the option's name.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'EST America/New_York' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Timezone/ })).toHaveTextContent(/^EST$/));
  },
};

/** Static children instead of `items`. */
export const Language: Story = {
  args: { label: 'Language', name: 'lang', placeholder: 'Select a language', defaultSelectedKey: 'es_ES' },
  render: ({ items: _items, children: _children, ...args }) => (
    <Select {...args}>
      <SelectItem id="en_US">English</SelectItem>
      <SelectItem id="es_ES">Spanish</SelectItem>
    </Select>
  ),
};

/** Open, to see the popup list and the selected option. */
export const CampaignTypeOpen: Story = {
  args: { label: 'Campaign type', name: 'campaign_type', defaultSelectedKey: 'LOW_VOLUME', defaultOpen: true },
  render: ({ items: _items, children: _children, ...args }) => (
    <Select {...args}>
      <SelectItem id="LOW_VOLUME">Low volume</SelectItem>
      <SelectItem id="CUSTOMER_CARE">Medium</SelectItem>
      <SelectItem id="SOCIAL">High</SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox', { name: 'Campaign type' });
    await expect(within(listbox).getByRole('option', { name: 'Low volume' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** 23 options: the popup stops at the spec's 20rem and scrolls. */
export const LongList: Story = {
  args: {
    label: 'Vertical type',
    name: 'vertical_type',
    placeholder: 'Select a vertical type',
    items: VERTICAL_TYPES,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox', { name: 'Vertical type' });
    const popover = listbox.closest<HTMLElement>('[data-trigger="Select"]')!;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(POPOVER_MAX_HEIGHT);
    // End jumps to the last option, scrolled into view.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'COMMUNICATION' })).toHaveFocus());
  },
};

/**
 * `isRequired`: the red asterisk is for the eye only (aria-hidden); a button cannot carry aria-required, and React
 * Aria hides its native select from assistive technology, so the label's text says '(required)' to it, unseen: the
 * button is announced 'Select a calendar type, Calendar type (required)', drawn or loaded.
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const name = 'Select a calendar type Calendar type (required)';
    await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    // The loaded select (RAC's, data-rac) takes the drawing's place, focused, with the same name.
    await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveAttribute('data-rac'));
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('listbox', { name: 'Calendar type (required)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Calendar type is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Calendar type is required.')).toBeVisible();
    // The hidden native select carries the invalid state; the button is described by the message.
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveAccessibleDescription(
      'Calendar type is required.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 1 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Calendar type/ });
    await expect(trigger).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Calendar type/ })).toHaveTextContent('Open Dental');
  },
};

export const WithDescription: Story = {
  args: { description: 'The practice management system the account syncs appointments with.' },
};

export const SmallViewport: Story = {
  args: { defaultSelectedKey: 4, label: 'Calendar type of the practice management system' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 180 }}>
        <Story />
      </div>
    ),
  ],
};

/** `onClear`: while an option is chosen, a 'Clear …' button at the end of the field empties it (Tab, then Enter). */
export const Clearable: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<Key | null>(1);
    return (
      <Select
        {...args}
        selectedKey={key}
        onSelectionChange={(next) => {
          setKey(next);
          args.onSelectionChange?.(next);
        }}
        onClear={() => setKey(null)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveTextContent('Open Dental');
    await userEvent.tab();
    // The loaded select (RAC's, data-rac) takes the drawing's place, focused.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveAttribute('data-rac'));
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear calendar type' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Calendar type/ })).toHaveTextContent('Select a calendar type');
    await expect(canvas.queryByRole('button', { name: 'Clear calendar type' })).toBeNull();
  },
};
