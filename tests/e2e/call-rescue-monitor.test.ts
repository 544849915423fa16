import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Test calls' });
const statuses = (page: Page) => page.getByRole('toolbar', { name: 'Call status' });
/** The status badge of every row shown. */
const rowStatuses = (page: Page) =>
  table(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent?.trim()));

describe('call rescue monitor', () => {
  it('lists the test calls, filters by status and by name in the address, and opens an account', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/call_rescue_monitor');
    await page.getByRole('heading', { level: 1, name: 'Call rescue monitor' }).waitFor();
    await table(page).getByRole('link').first().waitFor();
    expect(await page.getByText(/^Last updated /).isVisible()).toBe(true);

    // Each toggle adds or removes its status; the statuses live in the address.
    await statuses(page).getByRole('button', { name: 'SUCCESS' }).click();
    await page.waitForURL(/call_status=3$/);
    await expect
      .poll(() => rowStatuses(page))
      .toSatisfy((s: string[]) => s.length > 0 && s.every((t) => t === 'SUCCESS'));
    await statuses(page).getByRole('button', { name: 'FAILURE' }).click();
    await page.waitForURL(/call_status=3%2C4$|call_status=3,4$/);
    await expect
      .poll(() => rowStatuses(page))
      .toSatisfy((s: string[]) => s.length > 0 && s.every((t) => t === 'SUCCESS' || t === 'FAILURE'));
    expect(await statuses(page).getByRole('button', { name: 'SUCCESS' }).getAttribute('aria-pressed')).toBe('true');

    // Search by an account's name (after the 1 s pause); the page goes back to 1.
    const name = (await table(page).getByRole('link').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    await expect
      .poll(() => table(page).getByRole('link').allTextContents())
      .toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n === name));

    // A reload keeps all of it.
    await page.reload();
    await table(page).getByRole('link', { name }).first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search by name or phone' }).inputValue()).toBe(name);
    expect(await statuses(page).getByRole('button', { name: 'FAILURE' }).getAttribute('aria-pressed')).toBe('true');

    await table(page).getByRole('link', { name }).first().click();
    await page.waitForURL(/\/app\/accounts\/\d+\/overview$/);
  });

  it('keeps itself current without moving focus, and works with the keyboard alone', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/call_rescue_monitor');
    await table(page).getByRole('link').first().waitFor();
    const before = await page.getByText(/^Last updated /).textContent();

    // Tab from the search box into the status toolbar; arrows move, Space toggles.
    await page.getByRole('searchbox', { name: 'Search by name or phone' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('SCHEDULED');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.waitForURL(/call_status=1$/);

    // The list asks again every 10 s: the time moves, the toggle keeps focus and its state.
    await expect.poll(() => page.getByText(/^Last updated /).textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('CALLING');
    expect(await statuses(page).getByRole('button', { name: 'CALLING' }).getAttribute('aria-pressed')).toBe('true');
  });
});
