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

describe('update user', () => {
  it('asks for an account, saves the profile and keeps it after a reload', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/user_profile');
    await page.getByRole('heading', { name: 'Update user' }).waitFor();
    await page.getByRole('form', { name: 'Update user' }).getByText('demo', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Demo');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    await page.getByText('True if the user is an admin for this account.').waitFor();

    await page.getByRole('textbox', { name: 'Email' }).fill('demo@');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid email').waitFor();
    await page.getByText('The account is required').waitFor();

    await page.getByRole('textbox', { name: 'Email' }).fill('demo@rescue.example');
    await page.getByRole('combobox', { name: 'Account' }).fill('Centro Pediátrico');
    await page.getByRole('option', { name: 'Centro Pediátrico Metro' }).click();
    await page.getByRole('textbox', { name: 'Last name' }).fill('Staffer');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User was saved successfully.').waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Centro Pediátrico Metro' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Staffer');
  });
});
