import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader, Text } from '../../src/ui/index.ts';

interface Phone {
  number: string;
  account: string;
  campaign: string;
}

const phones: Phone[] = [
  { number: '7875550101', account: 'Acme Dental', campaign: 'CX12AB3 · Appointment reminders' },
  { number: '7875550144', account: 'Bright Smiles Clinic', campaign: 'CX12AB3 · Appointment reminders' },
  { number: '9395550199', account: 'Caribe Chiropractic', campaign: 'Not assigned' },
];

/** A selectable grid keyed by phone number, as the phones screen uses it. */
function SelectablePhones({ initial = [] as string[] }) {
  const [selected, setSelected] = useState<Selection>(new Set(initial));
  const count = selected === 'all' ? phones.length : selected.size;
  return (
    <div>
      <Table aria-label="Phones" selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected}>
        <TableHeader>
          <Column width={48}>
            <Checkbox slot="selection" />
          </Column>
          <Column isRowHeader>Number</Column>
          <Column>Account</Column>
          <Column>Campaign</Column>
        </TableHeader>
        <TableBody items={phones}>
          {(phone) => (
            <Row id={phone.number}>
              <Cell>
                <Checkbox slot="selection" />
              </Cell>
              <Cell>{phone.number}</Cell>
              <Cell>{phone.account}</Cell>
              <Cell>{phone.campaign}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Text as="p" tone="muted" aria-live="polite">
        Selected phones: {count}
      </Text>
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: SelectablePhones,
  parameters: {
    docs: {
      description: {
        component:
          'The styled react-aria-components grid parts (`Table`, `TableHeader`, `Column`, `TableBody`, `Row`, `Cell`) for ' +
          'interactive tables: row selection keyed by an id with select-all, arrow-key navigation between rows and cells, ' +
          'one Tab stop. For read-only lists use `DataTable`, which is lighter.',
      },
    },
  },
} satisfies Meta<typeof SelectablePhones>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selectable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Phones' });
    await expect(canvas.getByText('Selected phones: 0')).toBeVisible();

    // Tab lands on the first row; Space selects it; ArrowDown and Space add the next.
    await userEvent.tab();
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByText('Selected phones: 2')).toBeVisible();

    // Select all from the header checkbox.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('Selected phones: 3')).toBeVisible();
  },
};

export const WithSelection: Story = { args: { initial: ['9395550199'] } };
