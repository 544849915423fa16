import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RouterProvider, type Selection, type SortDescriptor } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  Inline,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  tableLayouts,
  type TableLayout,
} from '../../src/ui/index.ts';

/* ------------------------------------------------------------------------------------------------
 * Sample data, from the spec's screens.
 * ---------------------------------------------------------------------------------------------- */

/** A TCR phone number (Phones screen): keyed by number. */
interface Phone {
  number: string;
  account: string;
  campaign: string;
  brand: string;
}

const phones: Phone[] = [
  {
    number: '7875550101',
    account: 'Acme Dental',
    campaign: 'CX12AB3 · Appointment reminders',
    brand: 'BQ4Z7KD · 1182',
  },
  {
    number: '7875550144',
    account: 'Bright Smiles Clinic',
    campaign: 'CX12AB3 · Appointment reminders',
    brand: 'BQ4Z7KD · 1182',
  },
  { number: '9395550199', account: 'Caribe Chiropractic', campaign: 'Not assigned', brand: 'Not assigned' },
  {
    number: '7875550112',
    account: 'Del Mar Pediatrics',
    campaign: 'C9TT2LM · Missed call text back',
    brand: 'B7MX2PQ · 1204',
  },
  { number: '7875550178', account: 'El Yunque Family Health', campaign: 'Not assigned', brand: 'B1HF8RW · 1217' },
];

const longPhones: Phone[] = [
  {
    number: '7875550100',
    account: 'Centro de Salud Integral y Medicina Familiar de la Montaña Central, Consultorios Asociados',
    campaign:
      'CK7Q2ZD · Appointment confirmations, cancellations and waiting-list offers for every office of the group',
    brand: 'BX9W3TT · facturacion.y.coordinacion.de.citas@centrodesaludintegralmontana.org',
  },
  ...phones.slice(0, 2),
];

/** A business phone (account profile, Business phones tab). */
interface BusinessPhone {
  number: string;
  digitsAfterCall: string | null;
  callRescue: boolean;
}

const noPhones: BusinessPhone[] = [];

/** A call rescue monitor entry. */
interface RescueCall {
  id: number;
  account: string;
  phoneCalled: string;
  phoneCalling: string;
  status: string;
  lastUpdate: string;
  retries: number;
}

const rescueCalls: RescueCall[] = [
  {
    id: 41,
    account: 'Acme Dental',
    phoneCalled: '(787) 555-0101',
    phoneCalling: '(787) 555-0190',
    status: 'SUCCESS',
    lastUpdate: '2024-05-02 09:14',
    retries: 0,
  },
  {
    id: 42,
    account: 'Bright Smiles Clinic',
    phoneCalled: '(787) 555-0144',
    phoneCalling: '(939) 555-0123',
    status: 'RETRYING',
    lastUpdate: '2024-05-02 09:20',
    retries: 2,
  },
  {
    id: 43,
    account: 'Caribe Chiropractic',
    phoneCalled: '(939) 555-0199',
    phoneCalling: '(787) 555-0166',
    status: 'FAILURE',
    lastUpdate: '2024-05-02 08:51',
    retries: 3,
  },
];

/** A campaign detail (Campaign details list): rows open the edit page. */
interface CampaignDetail {
  id: number;
  name: string;
  type: string;
  accounts: number;
}

const campaignDetails: CampaignDetail[] = [
  { id: 7, name: 'Appointment reminders', type: 'LOW_VOLUME', accounts: 12 },
  { id: 9, name: 'Missed call text back', type: 'LOW_VOLUME', accounts: 4 },
  { id: 12, name: 'Waiting list offers', type: 'MIXED', accounts: 0 },
];

/* ------------------------------------------------------------------------------------------------
 * Story components.
 * ---------------------------------------------------------------------------------------------- */

interface PhonesProps {
  items?: Phone[];
  isLoading?: boolean;
  layout?: TableLayout;
  initialSelection?: string[];
}

/** The Phones screen's table: selectable rows keyed by number, and an Actions menu disabled until one is selected. */
function SelectablePhones({ items = phones, isLoading, layout, initialSelection = [] }: PhonesProps) {
  const [selected, setSelected] = useState<Selection>(new Set(initialSelection));
  const count = selected === 'all' ? items.length : selected.size;
  return (
    <Stack gap="md">
      <Inline gap="md" justify="between">
        <MenuTrigger>
          <Button isDisabled={count === 0}>
            Actions
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
          <Popover placement="bottom start">
            <Menu onAction={fn()}>
              <MenuItem id="assign-campaign">Assign campaign</MenuItem>
              <MenuItem id="assign-account">Assign account</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        <Text tone="muted" aria-live="polite">
          Selected phones: {count}
        </Text>
      </Inline>
      <Table
        aria-label="Phones"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        isLoading={isLoading}
        layout={layout}
      >
        <TableHeader>
          <Column isRowHeader>Number</Column>
          <Column>Account</Column>
          <Column>Campaign</Column>
          <Column>Brand</Column>
        </TableHeader>
        <TableBody items={items}>
          {(phone) => (
            <Row id={phone.number}>
              <Cell nowrap>{phone.number}</Cell>
              <Cell>{phone.account}</Cell>
              <Cell>{phone.campaign}</Cell>
              <Cell>{phone.brand}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** Client-side sort of a fixed array, as a paged list sorts its current page. */
function SortablePhones({ layout }: { layout?: TableLayout }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'number', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as 'number' | 'account';
    const rows = [...phones].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'descending' ? rows.reverse() : rows;
  }, [sort]);
  return (
    <Table aria-label="Phones" sortDescriptor={sort} onSortChange={setSort} layout={layout}>
      <TableHeader>
        <Column id="number" isRowHeader allowsSorting>
          Number
        </Column>
        <Column id="account" allowsSorting>
          Account
        </Column>
        <Column id="campaign">Campaign</Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(phone) => (
          <Row id={phone.number}>
            <Cell nowrap>{phone.number}</Cell>
            <Cell>{phone.account}</Cell>
            <Cell>{phone.campaign}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const navigate = fn();

const meta = {
  title: 'UI/Table',
  component: Table,
  argTypes: {
    layout: { control: 'inline-radio', options: tableLayouts },
    isLoading: { control: 'boolean' },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'The styled react-aria-components grid (`Table`, `TableHeader`, `Column`, `TableBody`, `Row`, `Cell`) for ' +
          'interactive tables: one Tab stop, arrow keys between rows and cells. `selectionMode="multiple"` adds a checkbox ' +
          'column with select-all (rows keyed by their `id`; Space toggles the focused row). `Column allowsSorting` with the ' +
          "Table's `sortDescriptor`/`onSortChange` sorts (click, Enter or Space on the header). `Row href` makes link rows " +
          '(Enter or click; wrap the app in RAC `RouterProvider`). `isLoading` keeps the rows under a Loading overlay, ' +
          'or shows skeleton lines when there are none; `TableBody renderEmptyState` fills the empty table. ' +
          'Below 900px (`layout="auto"`) the same grid shows as cards, by CSS alone; `layout="cards" | "table"` forces one. ' +
          'Read-only lists without selection are lighter as `DataTable`.',
      },
    },
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Call rescue monitor columns: a read-only grid; arrows move between rows. */
export const Default: Story = {
  render: (args) => (
    <Table aria-label="Call rescue monitor" {...args}>
      <TableHeader>
        <Column isRowHeader>Account name</Column>
        <Column>Phone called</Column>
        <Column>Phone calling</Column>
        <Column>Status</Column>
        <Column align="end">Last update</Column>
        <Column align="end">Retry count</Column>
      </TableHeader>
      <TableBody items={rescueCalls}>
        {(call) => (
          <Row id={call.id}>
            <Cell>{call.account}</Cell>
            <Cell nowrap>{call.phoneCalled}</Cell>
            <Cell nowrap>{call.phoneCalling}</Cell>
            <Cell>{call.status}</Cell>
            <Cell align="end">{call.lastUpdate}</Cell>
            <Cell align="end">{String(call.retries)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Call rescue monitor' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account name', 'Phone called', 'Phone calling', 'Status', 'Last update', 'Retry count']);
    // One Tab stop: the first row; ArrowDown moves to the next row.
    await userEvent.tab();
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Bright Smiles Clinic');
  },
};

/** The Phones screen: select phones (keyboard or checkbox), then act on them from the Actions menu. */
export const Selectable: Story = {
  render: () => <SelectablePhones layout="table" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = canvas.getByRole('grid', { name: 'Phones' });
    const actions = canvas.getByRole('button', { name: 'Actions' });
    await expect(actions).toBeDisabled();
    await expect(canvas.getByText('Selected phones: 0')).toBeVisible();

    // Tab lands on the first row (the disabled Actions button is skipped); Space selects it.
    await userEvent.tab();
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Select 7875550101' })).toBeChecked();
    await expect(actions).toBeEnabled();

    // ArrowDown and Space add the next phone.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByRole('checkbox', { name: 'Select 7875550144' })).toBeChecked();
    await expect(canvas.getByText('Selected phones: 2')).toBeVisible();

    // Select all by keyboard: into the row's checkbox, up to the header's select-all box, Space.
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{ArrowUp}');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByText(`Selected phones: ${phones.length}`)).toBeVisible();
    await expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .every((row) => row.ariaSelected === 'true'),
    ).toBe(true);

    // The Actions menu (Enter opens it) offers the spec's two actions; Escape closes it. (A browser's Shift+Tab
    // leaves the grid for this button; user-event's simulated Tab does not follow RAC's tab-out, so focus it.)
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Assign campaign', 'Assign account']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actions).toHaveFocus());
  },
};

/** Client-side sort: Number ascending first; Enter on a header sorts by it, again reverses. */
export const Sortable: Story = {
  render: () => <SortablePhones layout="table" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Phones' });
    const numberHeader = within(grid).getByRole('columnheader', { name: 'Number' });
    const accountHeader = within(grid).getByRole('columnheader', { name: 'Account' });
    await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRowHeader = () => within(within(grid).getAllByRole('row')[1]!).getByRole('rowheader');
    await expect(firstRowHeader()).toHaveTextContent('7875550101');

    // Tab into the grid, up to the header row, Enter: Number goes descending.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(numberHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader()).toHaveTextContent('9395550199');

    // ArrowRight to Account, Enter: sorted by account, ascending.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(accountHeader).toHaveFocus();
    await expect(accountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(numberHeader).not.toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader()).toHaveTextContent('7875550101');
    await expect(
      within(within(grid).getAllByRole('row')[1]!).getByRole('gridcell', { name: 'Acme Dental' }),
    ).toBeVisible();
  },
};

/** Campaign details: each row opens its edit page (RouterProvider's navigate in the app). */
export const LinkRows: Story = {
  render: () => (
    <RouterProvider navigate={navigate}>
      <Table aria-label="Campaign details" layout="table">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Campaign type</Column>
          <Column align="end">Accounts</Column>
        </TableHeader>
        <TableBody items={campaignDetails}>
          {(campaign) => (
            <Row id={campaign.id} href={`/app/tcr/campaign_details/${campaign.id}`}>
              <Cell>{campaign.name}</Cell>
              <Cell>{campaign.type}</Cell>
              <Cell align="end">{String(campaign.accounts)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Campaign details' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const row = within(grid).getAllByRole('row')[2]!;
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/app/tcr/campaign_details/9');
  },
};

/** Reloading (a filter changed): the rows stay under a Loading overlay. */
export const Loading: Story = {
  render: () => <SelectablePhones layout="table" isLoading initialSelection={['7875550144']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '7875550101' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Phones' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** First load: no rows yet, skeleton lines under the Loading indicator (and no empty text). */
export const LoadingEmpty: Story = {
  render: () => <SelectablePhones layout="table" isLoading items={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Phones' })).getAllByRole('row')).toHaveLength(2);
  },
};

/** Business phones tab with none: the spec's empty text. */
export const Empty: Story = {
  render: () => (
    <Table aria-label="Business phones" layout="table">
      <TableHeader>
        <Column isRowHeader>Number</Column>
        <Column>Digits after call</Column>
        <Column>Call rescue</Column>
      </TableHeader>
      <TableBody
        items={noPhones}
        renderEmptyState={() => <EmptyState title="Account currently has no business phones" headingLevel={null} />}
      >
        {(phone) => (
          <Row id={phone.number}>
            <Cell>{phone.number}</Cell>
            <Cell>{phone.digitsAfterCall ?? 'N/A'}</Cell>
            <Cell>{phone.callRescue ? 'On' : 'Off'}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Account currently has no business phones')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The card list the `auto` layout shows below 900px, forced here: each cell labelled by its column. */
export const Cards: Story = {
  render: () => <SelectablePhones layout="cards" initialSelection={['7875550144']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Phones' });
    // Still the grid: same rows and keyboard; each field shows its column name before it.
    const account = within(grid).getByRole('gridcell', { name: 'Caribe Chiropractic' });
    await expect(within(account).getByText('Account')).toBeVisible();
    await expect(within(grid).getByRole('rowheader', { name: '9395550199' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    // Tab past the (enabled) Actions button into the grid: focus lands on the selected card; ArrowDown, Space.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(grid).getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByRole('checkbox', { name: 'Select 9395550199' })).toBeChecked();
    await expect(canvas.getByText('Selected phones: 2')).toBeVisible();
  },
};

/**
 * Phones being assigned (the spec's 'Please wait until phone is assigned to campaign') cannot be chosen: greyed,
 * skipped by the arrow keys, their checkbox disabled. Single selection: no select-all.
 */
export const DisabledRows: Story = {
  render: () => (
    <Table aria-label="Phones" layout="table" selectionMode="single" disabledKeys={['9395550199']}>
      <TableHeader>
        <Column isRowHeader>Number</Column>
        <Column>Account</Column>
        <Column>Campaign</Column>
      </TableHeader>
      <TableBody items={phones}>
        {(phone) => (
          <Row id={phone.number}>
            <Cell nowrap>{phone.number}</Cell>
            <Cell>{phone.account}</Cell>
            <Cell>{phone.campaign}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Phones' });
    await expect(canvas.queryByRole('checkbox', { name: 'Select All' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select 9395550199' })).toBeDisabled();
    // ArrowDown skips the disabled row; Space selects the one it lands on.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[3]).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Select 7875550112' })).toBeChecked();
  },
};

/** Long names wrap; an unbreakable value (the e-mail) widens its column and the frame scrolls sideways. */
export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 760 }}>
      <SelectablePhones layout="table" items={longPhones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Phones' });
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/**
 * A 375px phone with the default `auto` layout: below 900px the media query turns the sortable list into cards,
 * sort buttons above them (in a wide window the narrow container alone still shows the table).
 */
export const SmallViewport: Story = {
  render: () => <SortablePhones />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accountHeader = canvas.getByRole('columnheader', { name: 'Account' });
    await expect(accountHeader).toBeVisible();
    const firstRow = canvas.getAllByRole('row')[1]!;
    const narrow = window.matchMedia('(max-width: 899.98px)').matches;
    await expect(getComputedStyle(firstRow).display).toBe(narrow ? 'grid' : 'table-row');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    await expect(accountHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};
