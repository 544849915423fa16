import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/api/queryClient.ts';
import AccountsScreen from '../../src/islands/accounts/AccountsScreen.tsx';
import type { AccountListItem, Page } from '../../src/shared/accounts.ts';
import { $auth } from '../../src/stores/auth.ts';

const user = {
  id: 1,
  username: 'demo',
  email: 'demo@rescue.example',
  first_name: 'Demo',
  last_name: 'Staff',
  is_reseller: false,
  is_superuser: false,
  is_account_manager: false,
  can_switch_accounts: false,
  account: null,
  is_staff: true,
  is_active: true,
};

const accounts: AccountListItem[] = [
  {
    id: 7,
    name: 'Clínica Dental Bayamón',
    email: 'citas@dentalbayamon.com',
    office_phone: '(787) 555-0142',
    calendar_type: 1,
    company_industry: { name: 'Dental' },
    last_sync_time: '2026-11-20T14:05:00Z',
  },
  {
    id: 8,
    name: 'Centro Pediátrico del Este',
    email: 'info@pediatricoeste.com',
    office_phone: '(939) 555-0199',
    calendar_type: 0,
    company_industry: null,
    last_sync_time: null,
  },
];

function mockApi(list: (url: URL) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/users/current_user') return Response.json(user);
    if (url.pathname === '/account_admin') return list(url);
    return Response.json({ detail: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', '/app/accounts');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  $auth.set(null);
});

describe('accounts list screen', () => {
  it('shows the six columns, links each account and applies the Not set and N/A rules', async () => {
    const fetch = mockApi(() =>
      Response.json({ count: 2, next: null, previous: null, results: accounts } satisfies Page<AccountListItem>),
    );
    render(<AccountsScreen />);

    // jsdom matches no media query (tests/unit/setup.ts): the wide layout, the table alone, is rendered.
    const table = await screen.findByRole('table', { name: 'Accounts' });
    await within(table).findByRole('link', { name: 'Centro Pediátrico del Este' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account name', 'Email', 'Phone', 'Calendar type', 'Industry', 'Last sync time']);
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByRole('link', { name: 'Centro Pediátrico del Este' })).toHaveProperty(
      'href',
      'http://localhost:3000/app/accounts/8/overview',
    );
    expect(within(second).getByText('Not set')).toBeTruthy();
    expect(within(second).getByText('N/A')).toBeTruthy();
    expect(within(table).getByText('Open Dental')).toBeTruthy();

    const listCall = fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((u) => u.pathname === '/account_admin');
    expect(listCall?.searchParams.get('page')).toBe('1');
    expect(listCall?.searchParams.get('basic_info')).toBe('true');
    // One page of results: no pagination to show.
    expect(screen.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  });

  it('sends the filters of the URL and shows them as chips with the result count', async () => {
    history.replaceState(null, '', '/app/accounts?search=dental&calendar_type=1,3&is_out_of_sync=false');
    window.dispatchEvent(new PopStateEvent('popstate')); // the list state follows the address bar
    const fetch = mockApi(() => Response.json({ count: 41, next: 'x', previous: null, results: accounts }));
    render(<AccountsScreen />);

    await screen.findByText('Filter Results (41)', {}, { timeout: 3000 });
    // The chips' code loads with the first chips shown.
    expect(await screen.findByRole('row', { name: /Calendar type: Open Dental, Practice Fusion/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Is Out of Sync: False/ })).toBeTruthy();
    const listCall = fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((u) => u.pathname === '/account_admin');
    expect(Object.fromEntries(listCall!.searchParams)).toEqual({
      page: '1',
      search: 'dental',
      calendar_type: '1,3',
      is_out_of_sync: 'false',
      basic_info: 'true',
    });
    // 41 results make 3 pages; page 1 hides Previous.
    const pages = screen.getByRole('navigation', { name: 'Accounts pages' });
    expect(within(pages).queryByRole('button', { name: /previous/i })).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('shows ERROR :sad: when the list cannot be loaded', async () => {
    mockApi(() => Response.json({ search: ['Ensure this field has no more than 200 characters.'] }, { status: 400 }));
    render(<AccountsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('ERROR :sad:');
  });
});
