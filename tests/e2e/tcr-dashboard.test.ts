import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, consoleUrl, launch, openPage, signedInPage } from './browser.ts';

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

  // The suite's stack runs as `npm start` does, on free ports (not 4321 and 8000) and without PUBLIC_API_URL: the page
  // finds the API on its own host, the API hands out the frame as a path on it, and the page's policy allows it.
  it.each(['localhost', '127.0.0.1'])(
    'shows the charts inside the frame with the console opened at http://%s',
    async (host) => {
      const at = (url: string) => Object.assign(new URL(url), { hostname: host }).origin;
      const page = await signedInPage(browser, { width: 1280, height: 900 });
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).port === new URL(apiUrl()).port) apiCalls.push(new URL(request.url()).origin);
      });
      await openPage(page, `${at(consoleUrl())}/app/tcr`);
      const frame = page.frameLocator('iframe[title="TCR dashboard"]');
      for (const chart of ['Accounts by calendar type', 'TCR readiness', /^Call-rescue outcomes per day/]) {
        await frame.getByRole('img', { name: chart }).waitFor();
      }
      await frame.getByRole('table', { name: 'Accounts per calendar type' }).waitFor();
      expect(await page.locator('iframe[title="TCR dashboard"]').getAttribute('src')).toMatch(
        new RegExp(`^${at(apiUrl())}/embed/dashboard/[\\w-]+\\.[\\w-]+\\.[\\w-]+#bordered=true&titled=true$`),
      );
      // Every call and the frame went to the API on the host the console was opened at (the suite's setup fails
      // the test on any Content-Security-Policy violation).
      expect(apiCalls.length).toBeGreaterThan(0);
      expect(new Set(apiCalls)).toEqual(new Set([at(apiUrl())]));
    },
  );

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
