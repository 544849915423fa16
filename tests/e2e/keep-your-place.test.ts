import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Watched = Window & { regionsAtStart?: Set<Element> };

/** Remembers the page's polite live regions as they are now (a page just loaded, before anything was done). */
async function rememberLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Watched).regionsAtStart = new Set(document.querySelectorAll('[role="status"], [aria-live="polite"]'));
  });
}

/**
 * Where `text` is said from: whether the nearest polite live region around the element showing it (sonner's own,
 * silenced, does not count) is one that was on the page when rememberLiveRegions ran.
 */
function saidThroughRegionFromStart(page: Page, selector: string, text: string): Promise<boolean> {
  return page.evaluate(
    ([selector, text]) => {
      const shown = [...document.querySelectorAll(selector)].find((element) => element.textContent?.includes(text));
      const region = shown?.closest('[role="status"]:not([aria-live="off"]), [aria-live="polite"]');
      return region != null && ((window as Watched).regionsAtStart?.has(region) ?? false);
    },
    [selector, text] as const,
  );
}

/** Whether the element found by role and name is the focused one (not the page's body). */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The name of the first record a list call of the API answers (a page's results, or a plain array). */
async function firstName(path: string): Promise<string> {
  const body = (await (await apiAsDemo(path)).json()) as { results: Array<{ name: string }> } | Array<{ name: string }>;
  return (Array.isArray(body) ? body : body.results)[0]!.name;
}

/** Picks an option of a remote search picker: clicks it, types, waits out the pause, chooses. */
async function pick(page: Page, label: string, text: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole('option', { name: text }).first().click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An account of the demo data with a business phone (taken from the API: the seed may change). */
async function accountWithBusinessPhone(): Promise<{ id: number; number: string }> {
  for (let page = 1; page <= 3; page += 1) {
    const list = (await (await apiAsDemo(`/account_admin?page=${page}`)).json()) as { results: { id: number }[] };
    for (const { id } of list.results) {
      const account = (await (await apiAsDemo(`/account_admin/${id}`)).json()) as {
        business_phones: { number: string }[];
      };
      if (account.business_phones.length > 0) return { id, number: account.business_phones[0]!.number };
    }
  }
  throw new Error('No account of the demo data has a business phone.');
}

describe('keyboard and screen-reader users keep their place', () => {
  it('moves focus to each new step of the add-account wizard and announces the step', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await rememberLiveRegions(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Clínica Foco del Teclado');
    await page.getByRole('textbox', { name: 'Email' }).fill('citas@foco-teclado.example');
    await page.getByRole('textbox', { name: 'Office phone' }).fill('7875550177');
    await choose(page, 'Language', 'Spanish');
    await choose(page, 'Timezone', 'PR');
    await choose(page, 'Industry', 'Dental');
    await choose(page, 'Calendar', 'Dentrix');
    for (const [label, path] of [
      ['Parent account', '/parent_account_admin?search='],
      ['Legal entity', '/legal_entities?search='],
      ['Campaign detail', '/campaign_management/campaign_details?search='],
    ] as const) {
      await pick(page, label, await firstName(path));
    }
    await page.getByRole('textbox', { name: 'Bot number area code' }).fill('787');

    // Step 1 to 2 from the keyboard: the form is gone, focus is on the new step's heading.
    await page.getByRole('button', { name: 'Create account' }).focus();
    await page.keyboard.press('Enter');
    const botNumberHeading = page.getByRole('heading', { level: 2, name: 'Provision bot number' });
    await botNumberHeading.waitFor();
    await expect.poll(() => hasFocus(botNumberHeading)).toBe(true);
    await page.getByText('Step 2 of 3: Provision bot number').waitFor({ state: 'attached' });
    expect(await saidThroughRegionFromStart(page, '[role="status"]', 'Step 2 of 3: Provision bot number')).toBe(true);

    // Step 2 to 3, once asked (focus starts on Cancel; Tab reaches Provision).
    await page.getByRole('button', { name: 'Provision bot number' }).focus();
    await page.keyboard.press('Enter');
    // The dialog's code loads with the first press: on a loaded machine that takes longer than a poll's second.
    const ask = page.getByRole('alertdialog', { name: 'Provision bot number?' });
    await ask.waitFor();
    await expect.poll(() => hasFocus(ask.getByRole('button', { name: 'Cancel' })), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const finishedHeading = page.getByRole('heading', { name: 'The account is ready' });
    await finishedHeading.waitFor();
    await expect.poll(() => hasFocus(finishedHeading)).toBe(true);
    expect(await saidThroughRegionFromStart(page, '[role="status"]', 'Step 3 of 3: Finished')).toBe(true);
  });

  it("keeps focus on a business phone's call-rescue switch, and says the page's first toast", async () => {
    const { id, number } = await accountWithBusinessPhone();
    const page = await signedInPage(browser);
    await openPage(page, `/app/accounts/${id}/business_phones`);
    const toggle = page
      .getByRole('table', { name: 'Business phones' })
      .getByRole('switch', { name: new RegExp(`${number.slice(-4)}$`) });
    await toggle.waitFor();
    await rememberLiveRegions(page);
    await toggle.focus();
    await page.keyboard.press('Space');
    const text = 'The business phone new state was saved.';
    await page.getByRole('listitem').filter({ hasText: text }).first().waitFor();
    expect(await hasFocus(toggle)).toBe(true);
    // Sonner's region is created with this first toast: the words are said through the one there from the start.
    expect(await saidThroughRegionFromStart(page, '[data-sonner-toast]', text)).toBe(true);
    // Back as it was, for the other tests.
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: text }).count()).toBeGreaterThan(1);
    expect(await hasFocus(toggle)).toBe(true);
  });
});
