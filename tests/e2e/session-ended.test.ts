/**
 * A sign-in that ends while a page is open (its idle or absolute limit, or ended elsewhere): the console says
 * "Your session has ended. Sign in again." and, signed in again, comes back to the very page, query and all.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { apiUrl, launch, newPage, signInAsDemo } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a session that ends', () => {
  it('says so on the sign-in page and leads back to the page the person was on', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page);
    const where = '/app/call_rescue_monitor?search=Mayag%C3%BCez';
    await page.goto(where);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The sign-in ends at the API (as its limits end it): its refresh token is refused from now on.
    const refresh = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('rescue-console.auth') ?? '{}') as { refresh: string }).refresh,
    );
    const ended = await fetch(`${apiUrl()}/api/token/blacklist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(ended.status).toBe(200);

    await page.reload();
    await page.waitForURL('**/login?**');
    const address = new URL(page.url());
    expect(address.searchParams.get('next')).toBe(where);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your session has ended. Sign in again.' }).count())
      .toBe(1);

    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/app/call_rescue_monitor');
    expect(new URL(page.url()).searchParams.get('search')).toBe('Mayagüez');
    await page.context().close();
  });
});
