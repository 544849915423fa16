import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, openPage, signInAsDemo } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A locator, not page.evaluate: /login sends a signed-in person on to the app, and a locator survives that navigation.
const documentTheme = async (page: Page) => (await page.locator('html').getAttribute('data-theme')) ?? 'system';
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseScheme(page: Page, name: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Account menu for demo' }).click();
  const theme = page.getByRole('menu').getByRole('group', { name: 'Theme' });
  await theme.getByRole('menuitemradio', { name }).click();
}

describe('color scheme', () => {
  it('follows the system setting until the person picks one, and keeps the choice across pages and reloads', async () => {
    const page: Page = await newPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsDemo(page);
    expect(await documentTheme(page)).toBe('system');
    const systemDark = await pageBackground(page);

    await chooseScheme(page, 'Light');
    expect(await documentTheme(page)).toBe('light');
    const light = await pageBackground(page);
    expect(light).not.toBe(systemDark);

    // The choice is applied before the island starts, on every page, the sign-in page included.
    await page.reload();
    expect(await documentTheme(page)).toBe('light');
    await openPage(page, '/login');
    expect(await documentTheme(page)).toBe('light');
    await openPage(page, '/app/accounts');

    await page.getByRole('button', { name: 'Account menu for demo' }).click();
    const lightItem = page.getByRole('menu').getByRole('menuitemradio', { name: 'Light' });
    expect(await lightItem.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await chooseScheme(page, 'System');
    expect(await documentTheme(page)).toBe('system');
    expect(await pageBackground(page)).toBe(systemDark);
  });
});
