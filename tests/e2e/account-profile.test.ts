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

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Account sections' });
const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
/** A person flips a switch or checkbox by its visible label (the control itself is a visually hidden input). */
const flip = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

describe('account profile', () => {
  it('switches tabs without a page load, keeps back and forward, and sends an unknown tab to the overview', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/3/nonsense');
    await page.waitForURL('**/app/accounts/3/overview');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toBeTruthy();
    expect(await tabs(page).getByRole('tab', { selected: true }).textContent()).toBe('Overview');

    // A marker on the window survives only if no page load happens.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await tabs(page).getByRole('tab', { name: 'Features' }).click();
    await page.waitForURL('**/app/accounts/3/features');
    await page.getByRole('switch', { name: 'Bilingual enabled' }).waitFor();
    await tabs(page).getByRole('tab', { name: 'Billing' }).click();
    await page.waitForURL('**/app/accounts/3/billing_settings');
    await page.getByRole('checkbox', { name: 'Is delinquent' }).waitFor();

    await page.goBack();
    await page.waitForURL('**/app/accounts/3/features');
    expect(await tabs(page).getByRole('tab', { selected: true }).textContent()).toBe('Features');
    await page.goForward();
    await page.waitForURL('**/app/accounts/3/billing_settings');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('saves the features, showing "Confirmations should include time" only while confirmations are on', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/4/features');
    const confirmations = page.getByRole('switch', { name: 'Confirmations enabled' });
    const includeTime = page.getByRole('switch', { name: 'Confirmations should include time' });
    if (await confirmations.isChecked()) await flip(page, 'Confirmations enabled');
    expect(await includeTime.count()).toBe(0);
    await flip(page, 'Confirmations enabled');
    await flip(page, 'Confirmations should include time');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes saved successfully.').waitFor();

    await page.reload();
    await page.getByRole('switch', { name: 'Confirmations enabled' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Confirmations enabled' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Confirmations should include time' }).isChecked()).toBe(true);
  });

  it('saves the billing settings', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/5/billing_settings');
    const delinquent = page.getByRole('checkbox', { name: 'Is delinquent' });
    const before = await delinquent.isChecked();
    await flip(page, 'Is delinquent');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes saved successfully.').waitFor();

    await page.reload();
    await page.getByRole('checkbox', { name: 'Is delinquent' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Is delinquent' }).isChecked()).toBe(!before);
  });
});
