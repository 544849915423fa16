import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('TCR dashboard', () => {
  it('frames the dashboard from a fresh token, beside the TCR navigation that collapses and stays so', async () => {
    const page = await signedInPage(browser, { width: 1280, height: 900 });
    await openPage(page, '/app/tcr');
    await page.getByRole('heading', { level: 1, name: 'TCR dashboard' }).waitFor();
    const frame = page.frameLocator('iframe[title="TCR dashboard"]');
    await frame.getByRole('heading', { name: 'Accounts by calendar type' }).waitFor();
    expect(await page.locator('iframe[title="TCR dashboard"]').getAttribute('src')).toMatch(
      new RegExp(`^${apiUrl()}/embed/dashboard/[\\w-]+\\.[\\w-]+\\.[\\w-]+`),
    );

    const nav = page.getByRole('navigation', { name: 'TCR' });
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Dashboard', 'Phones', 'Legal Entities', 'Campaign Details', 'Manual Scaling']);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    // Collapsed to icons, the links keep their names; the choice survives a reload.
    await nav.getByRole('button', { name: 'Collapse navigation' }).click();
    await nav.getByRole('button', { name: 'Expand navigation' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'TCR' }).getByRole('button', { name: 'Expand navigation' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'TCR' }).getByRole('link', { name: 'Phones' }).count()).toBe(1);
  });

  it('says the dashboard could not be retrieved, and tries again', async () => {
    const page = await signedInPage(browser);
    let fail = true;
    await page.route('**/third_party/metabase/dashboard_token**', (route) =>
      fail
        ? route.fulfill({ status: 500, body: '{"detail":"down"}', contentType: 'application/json' })
        : route.fallback(),
    );
    await openPage(page, '/app/tcr');
    await page.getByText('Error occurred during dashboard retrieve data').waitFor({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .frameLocator('iframe[title="TCR dashboard"]')
      .getByRole('heading', { name: 'Accounts by calendar type' })
      .waitFor();
  });
});
