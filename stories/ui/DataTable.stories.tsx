import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState, type Key } from 'react';
import {
  DataTable,
  EmptyState,
  SelectableDataTable,
  dataTableLayouts,
  type DataTableColumn,
  type DataTableProps,
} from '../../src/ui/index.ts';

interface Account {
  id: number;
  name: string;
  email: string;
  phone: string;
  calendarType: string;
  industry: string | null;
  lastSync: string | null;
}

const accounts: Account[] = [
  {
    id: 1,
    name: 'Acme Dental',
    email: 'front@acmedental.com',
    phone: '(787) 555-0101',
    calendarType: 'Open Dental',
    industry: 'Dental',
    lastSync: '2024-05-02 09:14',
  },
  {
    id: 2,
    name: 'Bright Smiles Clinic',
    email: 'hello@brightsmiles.pr',
    phone: '(787) 555-0144',
    calendarType: 'SecureClaim',
    industry: 'Dental',
    lastSync: '2024-05-01 18:40',
  },
  {
    id: 3,
    name: 'Caribe Chiropractic',
    email: 'office@caribechiro.com',
    phone: '(939) 555-0199',
    calendarType: 'Chirotouch',
    industry: 'Chiropractic',
    lastSync: null,
  },
  {
    id: 4,
    name: 'Del Mar Pediatrics',
    email: 'citas@delmarpeds.com',
    phone: '(787) 555-0112',
    calendarType: 'Practice Fusion',
    industry: null,
    lastSync: '2024-04-29 07:02',
  },
  {
    id: 5,
    name: 'El Yunque Family Health',
    email: 'admin@yunquehealth.org',
    phone: '(787) 555-0178',
    calendarType: 'Rescue (standalone)',
    industry: 'Healthcare',
    lastSync: '2024-05-02 11:55',
  },
  {
    id: 6,
    name: 'Fajardo Ortho',
    email: 'team@fajardoortho.com',
    phone: '(787) 555-0163',
    calendarType: 'ProClaim (Assertus)',
    industry: 'Dental',
    lastSync: '2024-05-02 08:30',
  },
];

const columns: DataTableColumn<Account>[] = [
  { id: 'name', header: 'Account name', isRowHeader: true, cell: (a) => a.name, width: '22%' },
  { id: 'email', header: 'Email', cell: (a) => a.email },
  { id: 'phone', header: 'Phone', cell: (a) => a.phone },
  { id: 'calendar', header: 'Calendar type', cell: (a) => a.calendarType },
  { id: 'industry', header: 'Industry', cell: (a) => a.industry ?? 'Not set' },
  { id: 'lastSync', header: 'Last sync time', cell: (a) => a.lastSync ?? 'N/A', align: 'end' },
];

const href = (a: Account) => `/app/accounts/${a.id}/overview`;

/** Keeps a real link's native navigation from leaving the story while a test presses it. */
function holdNavigation(root: HTMLElement) {
  const clicked: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link) {
      clicked.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    }
  };
  root.addEventListener('click', onClick, true);
  return { clicked, release: () => root.removeEventListener('click', onClick, true) };
}

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    'aria-label': 'Accounts',
    items: accounts,
    columns,
    getKey: (a: Account) => a.id,
    getRowHref: href,
    isLoading: false,
    layout: 'auto',
    emptyState: (
      <EmptyState title="No accounts match" description="Try another search or remove a filter." headingLevel={null} />
    ),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: dataTableLayouts },
    isLoading: { control: 'boolean' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '`DataTable` shows a read-only list of objects as a semantic HTML table (screen readers get table navigation). ' +
          'With `getRowHref` the row-header cell (the `isRowHeader` column, else the first) holds a real `<a href>`: one Tab stop per row, ' +
          'announced as a link, and middle-click / Ctrl+click open a new tab; a click anywhere else on the row opens it too. ' +
          "`isLoading` keeps existing rows under a 'Loading' overlay, or shows skeleton lines and a progress indicator when there are none; `emptyState` fills a full-width row. " +
          'Below 900px (`tokens.breakpoint.md`) the `auto` layout shows a card list instead (CSS media query, right on first paint); `layout="table" | "cards"` forces one. ' +
          '`SelectableDataTable` (`selection`) adds a checkbox before each row (each a Tab stop, Space toggles) and Select all for the rows shown.',
      },
    },
  },
} satisfies Meta<typeof DataTable<Account>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Table from 900px up, cards below (resize the viewport to see the switch). */
export const Default: Story = {};

export const KeyboardNavigation: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account name', 'Email', 'Phone', 'Calendar type', 'Industry', 'Last sync time']);
    // The account name is a row header holding a real link.
    const link = canvas.getByRole('link', { name: 'Bright Smiles Clinic' });
    await expect(link).toHaveAttribute('href', '/app/accounts/2/overview');
    await expect(link.closest('th')).toHaveAttribute('scope', 'row');

    // Tab goes from row link to row link; Enter follows the focused link once.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acme Dental' })).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const hold = holdNavigation(canvasElement);
    await userEvent.keyboard('{Enter}');
    hold.release();
    await expect(hold.clicked).toEqual(['/app/accounts/2/overview']);
  },
};

export const ClickRow: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A click on another cell of the row follows the row's link.
    const hold = holdNavigation(canvasElement);
    await userEvent.click(canvas.getByRole('cell', { name: 'citas@delmarpeds.com' }));
    await expect(hold.clicked).toEqual(['/app/accounts/4/overview']);
    // Clicking the name link follows the link once.
    await userEvent.click(canvas.getByRole('link', { name: 'Fajardo Ortho' }));
    hold.release();
    await expect(hold.clicked).toEqual(['/app/accounts/4/overview', '/app/accounts/6/overview']);
  },
};

export const LoadingWithRows: Story = {
  args: { layout: 'table', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Acme Dental' })).toBeVisible();
  },
};

export const LoadingWithoutRows: Story = {
  args: { layout: 'table', isLoading: true, items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('No accounts match')).toBeNull();
  },
};

export const Empty: Story = {
  args: { layout: 'table', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No accounts match')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const longAccounts: Account[] = [
  {
    id: 11,
    name: 'Centro de Salud Integral y Medicina Familiar de la Montaña Central, Consultorios Asociados',
    email: 'departamento.de.facturacion.y.coordinacion.de.citas@centrodesaludintegralmontana.org',
    phone: '(787) 555-0100 ext. 4432',
    calendarType: 'ProClaim (Assertus)',
    industry: 'Family medicine, pediatrics and occupational health',
    lastSync: '2024-05-02 09:14',
  },
  ...accounts.slice(0, 2),
];

export const LongText: Story = { args: { layout: 'table', items: longAccounts } };

export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Accounts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length);
    // One Tab stop per card: its title link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acme Dental' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Bright Smiles Clinic' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Bright Smiles Clinic' })).toHaveAttribute(
      'href',
      '/app/accounts/2/overview',
    );
    // Each field is labelled with its column header.
    const card = canvas.getAllByRole('listitem')[2]!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Email', 'Phone', 'Calendar type', 'Industry', 'Last sync time']);
    await expect(within(card).getByText('Industry').nextElementSibling?.textContent).toBe('Chiropractic');
    await expect(within(card).getByText('Last sync time').nextElementSibling?.textContent).toBe('N/A');
  },
};

/** Narrow screen: the `auto` layout shows cards (375px viewport). */
export const SmallViewport: Story = {
  args: { layout: 'cards' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Cards in a narrow column (under 18rem, about 250px: a 320px phone beside a side navigation): each label goes above its value,
 * so values keep the card's width and nothing, not even a button, sticks out of the card.
 */
export const NarrowCards: Story = {
  args: { layout: 'cards' },
  decorators: [
    (Story) => (
      <div style={{ width: 230 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('listitem')[0]!;
    const label = within(card).getByText('Email');
    const value = label.nextElementSibling!;
    await expect(value.getBoundingClientRect().left).toBe(label.getBoundingClientRect().left);
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().top);
    for (const field of within(card).getAllByRole('definition')) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    }
  },
};

export const CardsLoading: Story = {
  args: { layout: 'cards', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Acme Dental' })).toBeVisible();
  },
};

export const CardsEmpty: Story = {
  args: { layout: 'cards', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No accounts match')).toBeVisible();
  },
};

/** `auto` renders both; only the one matching the viewport is displayed (and so exposed). */
export const AutoLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = window.matchMedia('(min-width: 900px)').matches;
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Acme Dental' })).toHaveLength(1));
    if (wide) await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
    else await expect(canvas.getByRole('list', { name: 'Accounts' })).toBeVisible();
  },
};

/** Rows chosen with checkboxes, kept by the caller (keys of rows on other pages stay chosen). */
function SelectableAccounts(props: DataTableProps<Account>) {
  const [selected, setSelected] = useState<Set<Key>>(new Set([3]));
  return (
    <SelectableDataTable
      {...props}
      selection={{ selectedKeys: selected, onSelectionChange: setSelected, rowName: (a) => a.name }}
    />
  );
}

/**
 * `SelectableDataTable`: a checkbox before each row (each a Tab stop; Space toggles), 'Select all' for the rows shown (a dash
 * while some are chosen), chosen rows tinted. From the keyboard.
 */
export const Selectable: Story = {
  args: { getRowHref: undefined, layout: 'table' },
  render: (args) => <SelectableAccounts {...(args as DataTableProps<Account>)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.tab();
    const acme = canvas.getByRole('checkbox', { name: 'Select Acme Dental' });
    await expect(acme).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(acme).toBeChecked();
    await expect(acme.closest('tr')).toHaveAttribute('data-selected', 'true');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).not.toBeChecked();
  },
};

/** The same in cards: each card's checkbox beside its title, 'Select all' above them. */
export const SelectableCards: Story = {
  args: { getRowHref: undefined, layout: 'cards' },
  render: (args) => <SelectableAccounts {...(args as DataTableProps<Account>)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Caribe Chiropractic' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Acme Dental' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Acme Dental' })).toBeChecked();
  },
};
