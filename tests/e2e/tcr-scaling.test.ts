import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListItem, Page as ListPage } from '../../src/shared/accounts.ts';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page, name: string) => page.getByRole('table', { name });
const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

interface Candidates {
  /** An account whose scaling to Medium under its first brand succeeds (so it succeeds again). */
  scalable: AccountListItem;
  /** One the registry refuses: its brand is not verified. */
  refused: { account: AccountListItem; detail: string };
}

/** Accounts without a parent, with a brand, scaled to Medium through the API until one of each kind is found. */
async function candidates(): Promise<Candidates> {
  const found: Partial<Candidates> = {};
  for (let number = 1; !(found.scalable && found.refused); number++) {
    const list = (await (
      await apiAsDemo(`/account_admin?parent_blank=true&page=${number}`)
    ).json()) as ListPage<AccountListItem>;
    for (const row of list.results) {
      if (!row.brands?.length || (found.scalable && found.refused)) continue;
      const body = { account_ids: [row.id], use_case: 'CUSTOMER_CARE', brand_id: row.brands[0]!.id };
      const response = await apiAsDemo('/campaign_management/scaling', body);
      const answer = (await response.json()) as { detail?: string };
      if (response.ok) found.scalable ??= row;
      else if (answer.detail?.includes('not verified')) found.refused ??= { account: row, detail: answer.detail };
    }
    if (!list.next) throw new Error('The demo data lacks an account to scale, or one refused.');
  }
  return found as Candidates;
}

/** Opens the scale dialog of an account, from the keyboard. */
async function openScaleDialog(page: Page, account: AccountListItem) {
  await openPage(page, `/app/tcr/scaling?search=${encodeURIComponent(account.name)}`);
  await table(page, 'Accounts')
    .getByRole('button', { name: `Scale ${account.name}` })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scale account' });
  await dialog.getByRole('button', { name: /Use case/ }).waitFor();
  return dialog;
}

/** Picks Medium as the use case, from the keyboard. */
async function chooseMedium(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const useCase = dialog.getByRole('button', { name: /Use case/ });
  await useCase.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Medium' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => useCase.textContent(), { timeout: 10_000 }).toContain('Medium');
}

describe('manual scaling', () => {
  it('lists accounts and parent accounts with TCR ready and brand ids, searched and paged in the address', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/scaling');
    await page.getByRole('heading', { level: 1, name: 'Manual scaling' }).waitFor();
    const accounts = table(page, 'Accounts');
    await accounts.getByRole('rowheader').first().waitFor();
    expect(await accounts.getByRole('row').count()).toBe(21);
    expect(await accounts.getByRole('img', { name: /^(TCR ready|Not TCR ready)$/ }).count()).toBe(20);
    await page.getByRole('navigation', { name: 'Accounts pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/[?&]page=2$/);

    // The switch keeps the search box and goes back to page 1; parent accounts are few, so there are no pages.
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Parent accounts').click();
    await page.waitForURL(/\?view=parent_accounts$/);
    const parents = table(page, 'Parent accounts');
    const name = (await parents.getByRole('rowheader').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    await expect.poll(() => parents.getByRole('rowheader').allTextContents(), { timeout: 10_000 }).toContain(name);
    await page.reload();
    await parents.getByRole('rowheader', { name }).waitFor();
    expect(await page.getByRole('radio', { name: 'Parent accounts' }).isChecked()).toBe(true);
  });

  it('scales an account to a use case under its brand with the keyboard alone, and says why one is refused', async () => {
    const { scalable, refused } = await candidates();
    const page = await signedInPage(browser);
    let dialog = await openScaleDialog(page, scalable);
    expect(await dialog.getByRole('button', { name: /Use case/ }).textContent()).toContain('Low volume');
    expect(await dialog.getByRole('button', { name: /Brand/ }).textContent()).toContain(scalable.brands![0]!.brand_id);
    await chooseMedium(page, dialog);
    const request = page.waitForRequest('**/campaign_management/scaling');
    await dialog.getByRole('button', { name: 'Scale' }).focus();
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON()).toEqual({
      account_ids: [scalable.id],
      use_case: 'CUSTOMER_CARE',
      brand_id: scalable.brands![0]!.id,
    });
    await toast(page, 'Account has been scaling successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The registry refuses an unverified brand: the error toast, and the reason in the dialog, which stays.
    dialog = await openScaleDialog(page, refused.account);
    await chooseMedium(page, dialog);
    await dialog.getByRole('button', { name: 'Scale' }).click();
    await toast(page, 'Error occurred while scaling account.').waitFor();
    await dialog.getByText(refused.detail).waitFor();
  });
});
