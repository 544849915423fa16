import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, Inline, StatusMark, statusMarkSizes } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/StatusMark',
  component: StatusMark,
  args: { isPositive: true },
  argTypes: { size: { control: 'inline-radio', options: statusMarkSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no mark: a check in a green disc (`isPositive`) or a cross in a red one. The shapes differ, so color is never the only signal. ' +
          "It is an image named 'Yes' / 'No' (override with `label`); `showLabel` also writes the label next to it. `size` sm 16px / md 20px. " +
          "Used for the manual scaling list's TCR Ready column.",
      },
    },
  },
} satisfies Meta<typeof StatusMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Yes' })).toBeVisible();
  },
};

export const Negative: Story = {
  args: { isPositive: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No' })).toBeVisible();
  },
};

/** A specific accessible name, e.g. where no column header explains the mark. */
export const CustomLabel: Story = {
  args: { isPositive: false, label: 'Not TCR ready' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Not TCR ready' })).toBeVisible();
  },
};

/** `showLabel`: the label is written out; the mark is then decorative. */
export const WithVisibleLabel: Story = {
  render: (args) => (
    <Inline gap="lg">
      <StatusMark {...args} isPositive showLabel label="TCR ready" />
      <StatusMark {...args} isPositive={false} showLabel label="Not TCR ready" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Not TCR ready')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {statusMarkSizes.flatMap((size) => [
        <StatusMark key={`${size}-yes`} {...args} size={size} isPositive />,
        <StatusMark key={`${size}-no`} {...args} size={size} isPositive={false} />,
      ])}
    </Inline>
  ),
};

const accounts = [
  { id: 1, name: 'Acme Dental', tcrReady: true, brand: 'BN0A1B2C3' },
  { id: 2, name: 'Bright Smiles Clinic', tcrReady: false, brand: '—' },
  { id: 3, name: 'Caribe Chiropractic', tcrReady: true, brand: 'BN7Z8Y9X0' },
];

/** The manual scaling list's TCR Ready column: the header explains, each mark reads 'Yes' or 'No'. */
export const TcrReadyColumn: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <DataTable
        aria-label="Accounts"
        items={accounts}
        getKey={(account) => account.id}
        columns={[
          { id: 'name', header: 'Name', cell: (account) => account.name },
          {
            id: 'tcrReady',
            header: 'TCR Ready',
            cell: (account) => <StatusMark {...args} isPositive={account.tcrReady} />,
          },
          { id: 'brand', header: 'Brand id', cell: (account) => account.brand },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Yes' })).toHaveLength(2);
    await expect(canvas.getAllByRole('img', { name: 'No' })).toHaveLength(1);
  },
};
