import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountsScreen from '../../../src/islands/accounts/AccountsScreen.tsx';
import { RETRYING_TEXT } from '../../../src/ui/index.ts';
import { COUNT_CAP } from '../../../src/shared/constants.ts';
import { accountList, answering, apiUrl, failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectSaidThrough,
  liveRegionsNow,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/Accounts/Accounts list',
  component: AccountsScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/accounts' } satisfies ScreenParameters,
    viewport: { options: smallViewports },
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
  beforeEach: withHandlers(pending('GET /account_admin')),
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
    await expect(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' })).toHaveFocus();
  },
};

/** A search nothing matches: 'Filter Results (0)' and the empty state instead of rows. */
export const EmptySearch: Story = {
  parameters: { screen: { path: '/app/accounts?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filter Results (0)')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' })).toHaveValue('Vieques');
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  },
};

/**
 * A search typed without accents finds the accented names, and each row marks what matched (issue 40): "clinica"
 * in "Clínica", a phone pasted with its country code in the number's digits.
 */
export const SearchMarksMatches: Story = {
  parameters: { screen: { path: '/app/accounts?search=clinica' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Accounts' });
    await waitFor(() => expect(table.querySelectorAll('mark').length).toBeGreaterThan(0));
    const marks = [...table.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(new Set(marks.map((mark) => mark!.toLowerCase()))).toEqual(new Set(['clínica', 'clinica']));
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(/Cl[ií]nica/);
  },
};

/**
 * The list cannot be loaded (a 500): the screen says it is trying again while the client retries, then spec 2's
 * 'ERROR :sad:' with the server's reason and Try again, which asks again from the keyboard.
 */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /account_admin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RETRYING_TEXT)).toBeVisible();
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('ERROR :sad:');
    await expect(alert).toHaveTextContent('A server error occurred.');
    await expect(canvas.queryByRole('table', { name: 'Accounts' })).toBeNull();
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(alert).findByText('Trying again…')).toBeVisible();
    await expect(await within(alert).findByText('A server error occurred.', {}, { timeout: 8000 })).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** A search the API refuses (longer than it takes): said at once, with the API's reason, no retries. */
export const RefusedSearch: Story = {
  parameters: { screen: { path: `/app/accounts?search=${'a'.repeat(300)}` } },
  beforeEach: withHandlers(
    failing('GET /account_admin', 400, { search: ['Ensure this field has no more than 200 characters.'] }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('ERROR :sad:');
    await expect(alert).toHaveTextContent('Ensure this field has no more than 200 characters.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByText(RETRYING_TEXT)).toBeNull();
  },
};

/**
 * A search so common the API stops counting at its cap (count_capped): 'Filter Results (10,000+)', and pages up to
 * the cap's last.
 */
export const ManyMatches: Story = {
  parameters: { screen: { path: '/app/accounts?search=den' } },
  beforeEach: withHandlers(
    answering('GET /account_admin', {
      count: COUNT_CAP,
      count_capped: true,
      next: apiUrl('/account_admin?search=den&page=2'),
      previous: null,
      results: accountList.slice(0, 20),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filter Results (10,000+)')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Accounts pages' });
    await expect(within(pages).getByRole('button', { name: `Page ${COUNT_CAP / 20}` })).toBeVisible();
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

/** A phone (390px): the practices as cards, each titled by its name as a link, and no sideways scrolling. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Accounts' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    const first = within(cards).getByRole('link', { name: 'Clínica Dental Bayamón' });
    await expect(first).toHaveAttribute('href', '/app/accounts/1041/overview');
    await expectInsideViewport(first);
    await expect(canvas.queryByRole('table', { name: 'Accounts' })).toBeNull();
  },
};

/**
 * A phone (390px), the filter menu open by keyboard and a property's panel open: the submenu opens below its item,
 * inside the screen, and the filter can be chosen and applied there.
 */
export const PhoneFilterSubmenu: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: 'Filter' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Filter' });
    const calendar = within(menu).getByRole('menuitem', { name: 'Calendar type' });
    await waitFor(() => expect(calendar).toHaveFocus());
    await expectInsideViewport(menu);

    await userEvent.keyboard('{ArrowRight}');
    const panel = await body.findByRole('dialog', { name: 'Calendar type' });
    await expectInsideViewport(panel);
    await userEvent.tab();
    await expect(within(panel).getByRole('checkbox', { name: 'Rescue (standalone)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(panel).getByRole('button', { name: 'Apply filter' })).toBeEnabled();
  },
};

/**
 * The count is said whole through a live region on the page from the start (empty, and taking no room, while no
 * search or filter is active): a search typed shows 'Filter Results (N)' there.
 */
export const FilterResultsInALiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Clínica Dental Bayamón' }, { timeout: 3000 });
    const regions = liveRegionsNow(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'Dental{Enter}');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};

/**
 * The last filter chip removed from the keyboard: the chips go with it, and focus goes back to the Filter button
 * (where filters are added), not to the page's body.
 */
export const LastChipRemovedKeepsFocus: Story = {
  parameters: { screen: { path: '/app/accounts?calendar_type=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByRole('grid', { name: 'Active filters' });
    const chip = await within(chips).findByRole('row', { name: /Calendar type: Open Dental/ });
    chip.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull());
    const filter = canvas.getByRole('button', { name: 'Filter' });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(filter));
    await waitFor(() => expect(canvas.queryByText(/^Filter Results/)).toBeNull());
    // Its end is the whole first page again (the filtered rows stay on screen while it loads).
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await waitFor(() => expect(table.closest('[aria-busy]')).toBeNull());
  },
};
