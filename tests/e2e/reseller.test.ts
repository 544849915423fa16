/**
 * A reseller signed in to `npm start`'s console (issue 39): it finds only its own customers (the demo seed gives
 * the demo reseller one account in DEMO_RESELLER_SHARE), has no TCR or Registration navigation, and another
 * practice's account, opened by its address, is not there for it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_COUNT, DEMO_RESELLER_SHARE } from '../../src/server/db/demo.ts';
import { apiUrl, launch, newPage, openPage, resellerPassword } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByRole('table', { name: 'Accounts' }).getByRole('row');

async function signInAsReseller(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Username').fill('reseller');
  await page.getByLabel('Password').fill(await resellerPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/accounts');
}

/** What the API answers the reseller for a list of accounts, read with the page's own token. */
async function listedIds(page: Page, query: string): Promise<{ count: number; ids: number[] }> {
  const access = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('rescue-console.auth') ?? '{}') as { access: string }).access,
  );
  const response = await fetch(`${apiUrl()}/account_admin?basic_info=true&${query}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const body = (await response.json()) as { count: number; results: { id: number }[] };
  return { count: body.count, ids: body.results.map((row) => row.id) };
}

describe('a reseller', () => {
  it('finds only its own accounts and sees no TCR navigation', async () => {
    const page = await newPage(browser);
    await signInAsReseller(page);
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Accounts' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Call rescue monitor' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'TCR' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Registration' }).count()).toBe(0);

    // Its share of the demo accounts, two pages of them, and no other.
    const share = DEMO_ACCOUNT_COUNT / DEMO_RESELLER_SHARE;
    await expect.poll(() => rows(page).count()).toBe(21);
    const { count, ids } = await listedIds(page, 'page=1&ordering=id');
    expect(count).toBe(share);
    expect(ids.every((id) => id % DEMO_RESELLER_SHARE === 0)).toBe(true);
    const pages = page.getByRole('navigation', { name: 'Accounts pages' });
    await pages.getByRole('button', { name: /next/i }).click();
    await expect.poll(() => rows(page).count()).toBe(share - 20 + 1);

    // Another practice's account, by its address: not there, back to the list.
    await page.goto('/app/accounts/1/overview');
    await page.waitForURL((url) => url.pathname === '/app/accounts');
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();

    // Its own opens, with the TCR references read-only.
    await page.goto(`/app/accounts/${DEMO_RESELLER_SHARE}/overview`);
    const form = page.getByRole('form', { name: 'Account overview' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Legal entity' }).getAttribute('readonly')).not.toBeNull();
    expect(await form.getByRole('combobox', { name: 'Reseller' }).count()).toBe(0);
    await page.context().close();
  });
});
