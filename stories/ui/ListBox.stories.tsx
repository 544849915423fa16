import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { ListBox, ListBoxItem, listBoxHeights } from '../../src/ui/index.ts';

const CAMPAIGNS = [
  { id: 'CX7H2QK', description: 'Appointment reminders and confirmations for dental patients' },
  { id: 'C4M9PZA', description: 'Missed call text back for healthcare practices' },
  { id: 'CQ2B8LD', description: 'Waiting list notifications' },
  { id: 'C8T1VNE', description: 'Customer care conversations' },
  { id: 'CA5K3RW', description: 'Recall campaign for hygiene visits' },
  { id: 'C9E6JTF', description: 'Cancelation follow-ups' },
  { id: 'C2R7XMB', description: 'Bilingual appointment reminders' },
  { id: 'C6W4HSG', description: 'Telemedicine visit links' },
];

const ACCOUNTS = [
  { id: 1042, name: 'Clínica Dental Familiar del Norte' },
  { id: 1057, name: 'Centro Dental Bayamón' },
  { id: 1063, name: 'Sonrisas Pediatric Dentistry' },
  { id: 1088, name: 'Ortodoncia Caguas' },
];

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: {
    label: 'Campaigns',
    selectionMode: 'single',
    items: CAMPAIGNS,
    children: (item: object) => {
      const campaign = item as (typeof CAMPAIGNS)[number];
      return (
        <ListBoxItem id={campaign.id} description={campaign.description}>
          {campaign.id}
        </ListBoxItem>
      );
    },
    onSelectionChange: fn(),
  },
  argTypes: {
    height: { control: 'inline-radio', options: listBoxHeights },
    label: { control: 'text' },
    description: { control: 'text' },
    items: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A list of options in a framed box of fixed `height` (sm 160px, md 240px, lg 320px) that scrolls: the campaign and ' +
          'account lists of the assign dialogs (spec: they scroll in a box of fixed height). `ListBoxItem` (also the option ' +
          'of Select and ComboBox) takes an optional `description` line. `label` names the list (else give `aria-label`); ' +
          '`renderEmptyState` says why it is empty; `isLoading` adds a loading row (`onLoadMore` loads the next page when ' +
          'that row scrolls into view), or with `loadingOverlay` covers the box with a loading film. Moving focus never ' +
          'picks: Tab and the arrows move, Space or Enter picks (a single choice stays picked on a second Space); pass ' +
          '`selectionBehavior="replace"` for a list whose arrows move the selection, like a radio group.',
      },
    },
  },
} satisfies Meta<typeof ListBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Assign-campaign dialog: single choice among campaigns (id and description). Tab and the arrows only move focus
 * (Accept stays disabled until a choice), Space picks, a second Space keeps it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: 'Campaigns' });
    await userEvent.tab();
    const first = within(listbox).getByRole('option', { name: /^CX7H2QK/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /^C4M9PZA/ });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect([...(args.onSelectionChange as Mock).mock.lastCall![0]]).toEqual(['C4M9PZA']);
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const fourth = within(listbox).getByRole('option', { name: /^C8T1VNE/ });
    await expect(fourth).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');
    // The description line is part of the option's name.
    await expect(fourth).toHaveAccessibleName('C8T1VNE Customer care conversations');
  },
};

/** Assign-account dialog: name and id. */
export const Accounts: Story = {
  args: {
    label: 'Accounts',
    description: 'Pick the account the selected phones move to.',
    height: 'sm',
    items: ACCOUNTS,
    defaultSelectedKeys: [1057],
    children: (item: object) => {
      const account = item as (typeof ACCOUNTS)[number];
      return (
        <ListBoxItem id={account.id} description={`ID ${account.id}`}>
          {account.name}
        </ListBoxItem>
      );
    },
  },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Accounts' });
    await expect(listbox).toHaveAccessibleDescription('Pick the account the selected phones move to.');
    // Tab lands on the selected option.
    await userEvent.tab();
    await expect(within(listbox).getByRole('option', { name: /^Centro Dental Bayamón/ })).toHaveFocus();
  },
};

/** A list whose arrows move the selection, as in a radio group (`selectionBehavior="replace"`). */
export const ArrowsSelect: Story = {
  args: { selectionBehavior: 'replace', defaultSelectedKeys: ['CX7H2QK'] },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Campaigns' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /^C4M9PZA/ });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'No campaigns match the search.' },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Campaigns' });
    await expect(within(listbox).getByText('No campaigns match the search.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true, renderEmptyState: () => 'No accounts found.', label: 'Accounts' },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Accounts' });
    await expect(within(listbox).getByText('Loading…')).toBeVisible();
    await expect(within(listbox).queryByText('No accounts found.')).toBeNull();
  },
};

/** `loadingOverlay`: a search on its way covers the options it will replace (the account dialog's search). */
export const LoadingOverlay: Story = {
  args: { isLoading: true, loadingOverlay: true, items: CAMPAIGNS.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    const listbox = canvas.getByRole('listbox', { name: 'Campaigns' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(within(listbox).queryByText('Loading…')).toBeNull();
  },
};

/** More options on their way: the loading row follows the ones already there. */
export const LoadingMore: Story = {
  args: { isLoading: true, height: 'sm', items: CAMPAIGNS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Campaigns' });
    await expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Loading…');
  },
};

export const DisabledOptions: Story = {
  args: { disabledKeys: ['C4M9PZA', 'CQ2B8LD'] },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Campaigns' });
    await expect(within(listbox).getByRole('option', { name: /^C4M9PZA/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Arrows skip the disabled options.
    await expect(within(listbox).getByRole('option', { name: /^C8T1VNE/ })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Accounts',
    height: 'sm',
    items: [
      {
        id: 1,
        name: 'Clínica Dental Familiar del Norte y Asociados — Sucursal Principal de San Juan, Puerto Rico',
      },
      { id: 2, name: 'Centro de Ortodoncia y Odontología Pediátrica Integral de Mayagüez' },
    ],
    children: (item: object) => {
      const account = item as { id: number; name: string };
      return (
        <ListBoxItem id={account.id} description={`ID ${account.id}`}>
          {account.name}
        </ListBoxItem>
      );
    },
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};
