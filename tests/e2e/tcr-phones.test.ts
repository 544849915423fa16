import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Phones' });
/** The numbers shown, as the Number column writes them. */
const numbers = (page: Page) => table(page).getByRole('rowheader').allTextContents();
/** One cell's text of every row shown (0 Number, 1 Account name, 2 Campaign, 3 Brand). */
const column = (page: Page, index: number) =>
  table(page)
    .getByRole('row')
    .evaluateAll(
      (rows, i) => rows.slice(1).map((row) => row.querySelectorAll('th, td')[i + 1]?.textContent ?? ''),
      index,
    );
/** The row of a number, as shown. */
const row = (page: Page, number: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
/** A person ticks a row's box (the checkbox itself is a visually hidden input inside the box's label). */
const tick = (page: Page, number: string) =>
  table(page)
    .getByRole('checkbox', { name: `Select ${number}` })
    .locator('xpath=ancestor::label[1]')
    .click();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The accessible name of the focused element (its label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy &&
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')) ??
      '';
    return `${label} ${element.textContent ?? ''}`.trim();
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches: the keyboard's way to a control. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Nothing named ${name} came into focus with ${key}`);
}

async function waitForRows(page: Page) {
  await table(page).getByRole('rowheader').first().waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** Picks the option of an open list box (a dialog's, or a select's popover). */
const option = (page: Page, name: string | RegExp): Locator => page.getByRole('option', { name });

describe('TCR phones', () => {
  it('filters by number, account and campaign, all kept in the address', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/phones');
    await page.getByRole('heading', { level: 1, name: 'Phones' }).waitFor();
    await waitForRows(page);
    expect(await page.getByRole('button', { name: 'Actions' }).isDisabled()).toBe(true);

    // Digits of a number anywhere in it, after the 1 s pause.
    const [first] = await numbers(page);
    const digits = first!.replace(/\D/g, '').slice(-4);
    await page.getByRole('searchbox', { name: 'Phone number' }).fill(digits);
    await page.waitForURL((url) => url.searchParams.get('search') === digits);
    await expect
      .poll(() => numbers(page))
      .toSatisfy((shown: string[]) => shown.length > 0 && shown.every((n) => n.replace(/\D/g, '').includes(digits)));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));

    // A campaign, shown by id and description.
    await waitForRows(page);
    const campaignId = (await column(page, 2)).find((text) => /^C[0-9A-Z]{6}/.test(text))!.slice(0, 7);
    await page.getByRole('button', { name: /Campaign/ }).click();
    await option(page, new RegExp(`^${campaignId}`)).click();
    await page.waitForURL(/campaign=\d+/);
    await expect
      .poll(() => column(page, 2))
      .toSatisfy((shown: string[]) => shown.length > 0 && shown.every((text) => text.startsWith(campaignId)));

    // And an account, picked from the server's search.
    const account = (await column(page, 1)).find((name) => name !== 'None')!;
    await page.getByRole('combobox', { name: 'Account' }).fill(account);
    await option(page, new RegExp(`^${account.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ID`))
      .first()
      .click();
    await page.waitForURL(/account=\d+/);
    await expect
      .poll(() => column(page, 1))
      .toSatisfy((shown: string[]) => shown.length > 0 && shown.every((name) => name === account));

    // A reload keeps both, named.
    await page.reload();
    await waitForRows(page);
    await page.getByRole('button', { name: 'Clear account' }).waitFor();
    expect(await page.getByText(account, { exact: true }).first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /Campaign/ })
        .first()
        .textContent(),
    ).toContain(campaignId);
    await page.getByRole('button', { name: 'Clear campaign' }).click();
    await page.waitForURL((url) => !url.searchParams.has('campaign') && url.searchParams.has('account'));
  });

  it('assigns phones to a campaign and to an account with the mouse', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/phones?page=2');
    await waitForRows(page);
    const [one, two] = await numbers(page);

    await tick(page, one!);
    await tick(page, two!);
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a campaign' });
    await dialog.getByText('Selected phones: 2').waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    const campaignId = (await dialog.getByRole('option').last().textContent())!.slice(0, 7);
    await dialog.getByRole('searchbox', { name: 'Search campaign' }).fill(campaignId.toLowerCase());
    await dialog.getByRole('option', { name: new RegExp(`^${campaignId}`) }).click();
    await dialog.getByRole('button', { name: 'Accept' }).click();

    await toast(page, 'The phone(s) number has been assigned to the campaign.').waitFor();
    await expect.poll(() => row(page, one!).textContent()).toContain(campaignId);
    expect(await row(page, two!).textContent()).toContain(campaignId);
    expect(page.url()).toContain('page=2');
    expect(await page.getByRole('button', { name: 'Actions' }).isDisabled()).toBe(true);

    // The same numbers' account: the server search after its pause, by name and id.
    await tick(page, one!);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign account' }).click();
    const accounts = page.getByRole('dialog', { name: 'Select an account' });
    await accounts.getByText('Selected phones: 1').waitFor();
    await accounts.getByRole('searchbox', { name: 'Search account' }).fill('Dental');
    const choice = accounts.getByRole('option', { name: / ID \d+$/ }).first();
    await choice.waitFor();
    const accountName = (await choice.textContent())!.replace(/ID \d+$/, '').trim();
    await choice.click();
    await accounts.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'The phone(s) number has been assigned to the account.').waitFor();
    await expect.poll(() => row(page, one!).textContent()).toContain(accountName);
  });

  it('assigns a phone to a campaign with the keyboard alone', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/phones');
    await waitForRows(page);
    const [first] = await numbers(page);

    // From the filters, through the table's checkboxes: Space ticks one.
    await page.getByRole('searchbox', { name: 'Phone number' }).focus();
    await tabTo(page, new RegExp(`^Select ${first!.replace(/[()]/g, '\\$&')}$`));
    await page.keyboard.press('Space');
    await page.getByText('1 selected').waitFor();

    // Back to Actions; Enter opens the menu on its first item, Assign campaign.
    await tabTo(page, /^Actions$/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Assign campaign' }).waitFor();
    await page.keyboard.press('Enter');

    // The dialog opens on its search box; Tab into the list (which picks nothing: Accept stays disabled), an arrow
    // moves, Space chooses, Tab to Accept, Enter.
    const dialog = page.getByRole('dialog', { name: 'Select a campaign' });
    await dialog.getByText('Selected phones: 1').waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/Search campaign/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('option', { selected: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    await page.keyboard.press('Space');
    const chosen = dialog.getByRole('option', { selected: true });
    await chosen.waitFor();
    const campaignId = (await chosen.textContent())!.slice(0, 7);
    await tabTo(page, /^Accept$/);
    await page.keyboard.press('Enter');

    await toast(page, 'The phone(s) number has been assigned to the campaign.').waitFor();
    await expect.poll(() => row(page, first!).textContent()).toContain(campaignId);
    expect(await page.getByRole('button', { name: 'Actions' }).isDisabled()).toBe(true);
  });
});
