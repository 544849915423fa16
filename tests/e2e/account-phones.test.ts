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

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const phonesTable = (page: Page) => page.getByRole('table', { name: 'Business phones' });

describe('business phones tab', () => {
  it('adds a phone (Yes waits for 10 digits), then schedules test calls once', async () => {
    const page = await signedInPage(browser);
    // A demo account without business phones.
    await openPage(page, '/app/accounts/5/business_phones');
    await page.getByText('Account currently has no business phones').waitFor();
    expect(await page.getByRole('button', { name: 'Schedule test call' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add business phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add business phone' });
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await dialog.getByRole('textbox', { name: 'Number' }).fill('(787) 555-01');
    expect(await yes.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Number' }).fill('(787) 555-0142');
    expect(await yes.isDisabled()).toBe(false);
    await dialog.getByRole('textbox', { name: 'Digits after call' }).fill('2#');
    await yes.click();
    await toast(page, 'The business phone was successfully added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = phonesTable(page).getByRole('row').filter({ hasText: '(787) 555-0142' });
    await row.waitFor();
    expect(await row.textContent()).toContain('2#');

    await page.getByRole('button', { name: 'Schedule test call' }).click();
    await toast(page, 'The test calls was scheduled successfully.').waitFor();
    await page.getByRole('button', { name: 'Schedule test call' }).click();
    await toast(page, 'Account has scheduled test calls already.').waitFor();
  });

  it('saves the call-rescue toggle at once', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/9/business_phones');
    const toggle = phonesTable(page).getByRole('switch').first();
    const before = await toggle.isChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await toast(page, 'The business phone new state was saved.').waitFor();
    await page.reload();
    await phonesTable(page).getByRole('switch').first().waitFor();
    expect(await phonesTable(page).getByRole('switch').first().isChecked()).toBe(!before);
  });

  it('adds a business phone with the keyboard alone', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/6/business_phones');
    await page.getByRole('button', { name: 'Add business phone' }).waitFor();
    await page.getByRole('tab', { name: 'Business phones' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add business phone' });
    await dialog.waitFor();
    await page.keyboard.type('939 555 0177');
    await page.keyboard.press('Enter');
    await toast(page, 'The business phone was successfully added.').waitFor();
    await phonesTable(page).getByRole('row').filter({ hasText: '(939) 555-0177' }).waitFor();
  });
});
