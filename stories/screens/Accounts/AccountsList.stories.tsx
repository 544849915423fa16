import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AccountsScreen from '../../../src/islands/accounts/AccountsScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import { prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/Accounts/Accounts list',
  component: AccountsScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/accounts' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/accounts (spec 2): search (1 s pause, in the address), filter menu and chips, the six columns, paging. ' +
          'The API is mocked by tests/support/api-mocks: 24 practices, 20 a page.',
      },
    },
  },
} satisfies Meta<typeof AccountsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list call never answers: skeleton rows under the column headers and a progress indicator. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('get', '/account_admin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Accounts' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The first page: 20 practices of 24, each name a link to its overview, and two pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Accounts' });
    const first = await within(table).findByRole('link', { name: 'Clínica Dental Bayamón' });
    await expect(first).toHaveAttribute('href', '/app/accounts/1041/overview');
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    // Spec 2: a missing industry reads 'Not set', a missing sync time 'N/A'.
    const pediatrico = within(table).getByRole('row', { name: /Centro Pediátrico del Este/ });
    await expect(within(pediatrico).getByText('Not set')).toBeVisible();
    await expect(within(pediatrico).getByText('N/A')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Accounts pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(within(pages).queryByRole('button', { name: /previous/i })).toBeNull();
    // Keyboard: the search box comes right after Create new account.
    canvas.getByRole('link', { name: 'Create new account' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search accounts' })).toHaveFocus();
  },
};

/** A search nothing matches: 'Filter Results (0)' and the empty state instead of rows. */
export const EmptySearch: Story = {
  parameters: { screen: { path: '/app/accounts?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filter Results (0)')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('Vieques');
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  },
};

/** The list cannot be loaded (a 500, after the client's two retries): spec 2's 'ERROR :sad:'. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('get', '/account_admin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('ERROR :sad:');
    await expect(canvas.queryByRole('table', { name: 'Accounts' })).toBeNull();
  },
};

/** A calendar type filter from the address: its chip, the result count and only Open Dental practices. */
export const WithAFilter: Story = {
  parameters: { screen: { path: '/app/accounts?calendar_type=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filter Results (10)')).toBeVisible();
    const chips = await canvas.findByRole('grid', { name: 'Active filters' });
    await expect(within(chips).getByRole('row', { name: /Calendar type: Open Dental/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText('Open Dental')).toHaveLength(10);
  },
};
