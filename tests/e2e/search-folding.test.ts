/**
 * Staff type on US keyboards (issue 40): on `npm start`'s demo data, a term without its accents finds in the
 * accounts list and in the call rescue monitor the very rows the accented one does, and each row marks the match.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAsDemo, launch, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The rows' first cells once the list shows the search's answer (its count line says it has come). */
async function rowNames(page: Page, path: string, table: string): Promise<string[]> {
  await page.goto(path);
  await page.getByText(/^Filter Results \(\d/).waitFor();
  const rows = page.getByRole('table', { name: table }).getByRole('rowheader');
  return rows.allTextContents();
}

describe('searching without accents', () => {
  it('finds the same accounts and marks the accented names', async () => {
    const total = async (search: string) =>
      (
        (await (await apiAsDemo(`/account_admin?basic_info=true&search=${encodeURIComponent(search)}`)).json()) as {
          count: number;
        }
      ).count;
    const accented = await total('Clínica');
    expect(accented).toBeGreaterThan(0);
    expect(await total('clinica')).toBe(accented);

    const page = await signedInPage(browser);
    const plain = await rowNames(page, '/app/accounts?search=clinica', 'Accounts');
    expect(plain.length).toBeGreaterThan(0);
    expect(await rowNames(page, `/app/accounts?search=${encodeURIComponent('Clínica')}`, 'Accounts')).toEqual(plain);
    const marks = await page.getByRole('table', { name: 'Accounts' }).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks.map((mark) => mark.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()))).toEqual(
      new Set(['clinica']),
    );
    await page.context().close();
  });

  it('finds the same test calls in the monitor', async () => {
    const page = await signedInPage(browser);
    const plain = await rowNames(page, '/app/call_rescue_monitor?search=mayaguez', 'Test calls');
    expect(plain.length).toBeGreaterThan(0);
    expect(
      await rowNames(page, `/app/call_rescue_monitor?search=${encodeURIComponent('Mayagüez')}`, 'Test calls'),
    ).toEqual(plain);
    await page.context().close();
  });
});
