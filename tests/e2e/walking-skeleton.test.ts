import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { apiUrl, launch, newPage, openPage, signInAsDemo } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByRole('table', { name: 'Accounts' }).getByRole('row');
const query = (page: Page) => new URL(page.url()).searchParams;

describe('signed out', () => {
  it('sends /app/accounts to /login, to come back after signing in', async () => {
    const page = await newPage(browser);
    await page.goto('/app/accounts');
    await page.waitForURL('**/login?next=%2Fapp%2Faccounts');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to your account');
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset_password',
    );
  });

  it('sends any other signed-out path to /login', async () => {
    const page = await newPage(browser);
    await page.goto('/somewhere/else');
    await page.waitForURL('**/login');
  });

  it('shows the required-field messages and a clear error for a wrong password', async () => {
    const page = await newPage(browser);
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The username is required').waitFor();
    await page.getByText('The password is required').waitFor();

    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });
});

describe('signed in as demo', () => {
  it('searches, filters, removes a chip, pages, opens an account, comes back and signs out', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(21); // header + 20 a page

    // Pages: Previous is hidden on page 1.
    const pages = page.getByRole('navigation', { name: 'Accounts pages' });
    expect(await pages.getByRole('button', { name: /previous/i }).count()).toBe(0);
    await pages.getByRole('button', { name: /next/i }).click();
    await expect.poll(() => query(page).get('page')).toBe('2');
    expect(await pages.locator('[aria-current="page"]').textContent()).toContain('2');

    // Search, debounced and mirrored in the URL; a new search starts at page 1.
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill('dental');
    await expect.poll(() => query(page).get('search'), { timeout: 5000 }).toBe('dental');
    expect(query(page).get('page')).toBeNull();
    await page.getByText(/^Filter Results \(\d+\)$/).waitFor();
    await expect
      .poll(async () => (await rows(page).allTextContents()).slice(1).every((t) => /dental/i.test(t)))
      .toBe(true);

    // Filter: a boolean property with its True/False radio.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: 'Has Scheduling Enabled' }).click();
    const apply = page.getByRole('button', { name: 'Apply filter' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByText('True', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'True' }).isChecked()).toBe(true);
    await apply.click();
    await expect.poll(() => query(page).get('scheduling_enabled')).toBe('true');
    const chip = page.getByRole('row', { name: /Has Scheduling Enabled: True/ });
    await chip.waitFor();

    // Remove the chip.
    await page.getByRole('button', { name: 'Remove Has Scheduling Enabled: True' }).click();
    await expect.poll(() => query(page).get('scheduling_enabled')).toBeNull();
    expect(await chip.count()).toBe(0);

    // Open an account through its link, then come back with the search kept.
    const firstLink = rows(page).nth(1).getByRole('link');
    const name = (await firstLink.textContent())?.trim() ?? '';
    expect(await firstLink.getAttribute('href')).toMatch(/^\/app\/accounts\/\d+\/overview$/);
    await firstLink.click();
    await page.waitForURL(/\/app\/accounts\/\d+\/overview$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/app\/accounts\?search=dental$/);
    expect(await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).inputValue()).toBe('dental');

    // Reload keeps the search too.
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).inputValue()).toBe('dental');

    // Sign out from the profile menu: the API ends that sign-in, so its tokens no longer work anywhere.
    const tokens = await page.evaluate(
      () => JSON.parse(localStorage.getItem('rescue-console.auth') ?? 'null') as { access: string; refresh: string },
    );
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    const currentUser = () =>
      fetch(`${apiUrl()}/users/current_user`, { headers: { Authorization: `Bearer ${tokens.access}` } });
    await expect.poll(async () => (await currentUser()).status).toBe(401);
    const refreshed = await fetch(`${apiUrl()}/api/token/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: tokens.refresh }),
    });
    expect(refreshed.status).toBe(401);
    await page.goto('/app/accounts');
    await page.waitForURL('**/login?next=%2Fapp%2Faccounts');
  });

  it('shows "The page is not found" for an unknown /app path', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page);
    await page.goto('/app/no-such-screen');
    await page.getByRole('heading', { name: 'The page is not found' }).waitFor();
  });

  it('sends a signed-in visitor of the signed-out area to the accounts list', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page);
    for (const path of ['/login', '/reset_password', '/somewhere/else']) {
      await page.goto(path);
      await page.waitForURL('**/app/accounts');
    }
  });

  it('works with the keyboard alone: sign in, search, open an account', async () => {
    const page = await newPage(browser);
    await openPage(page, '/login');
    // The first Tab reaches the username field (no autofocus: the form hydrates on intent, see hydrateOnIntent.ts).
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/accounts');
    await rows(page).nth(1).waitFor();

    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
    const tabTo = async (name: string) => {
      for (let i = 0; i < 15 && (await focused()) !== name; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(name);
    };
    await tabTo('Search by name, email or phone');
    await page.keyboard.type('smile');
    await page.keyboard.press('Enter'); // commits at once, without waiting for the debounce
    await expect.poll(() => query(page).get('search')).toBe('smile');
    await expect.poll(async () => (await rows(page).nth(1).textContent())?.toLowerCase() ?? '').toContain('smile');

    const first = (await rows(page).nth(1).getByRole('link').textContent())?.trim() ?? '';
    await tabTo(first);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/accounts\/\d+\/overview$/);
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
  });
});
