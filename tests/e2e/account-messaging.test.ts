import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage, createEndUserAndAddress } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();
const steps = (page: Page) => page.getByRole('list', { name: 'Registration steps' });

describe('messaging tab', () => {
  it('creates the sub-account and walks the registration chain to its end, one step at a time', async () => {
    const page = await signedInPage(browser);
    // A demo account without a messaging configuration, with a campaign detail (the A2P use case needs one).
    await openPage(page, '/app/accounts/18/twilio_configuration');
    await page.getByRole('button', { name: 'Create Twilio sub-account' }).click();
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.getByRole('heading', { name: 'Twilio sub-account' }).waitFor();
    expect(await page.getByText('Auth token').locator('..').textContent()).toContain('********');
    // Only the next step shows.
    expect(await steps(page).getByRole('heading').allTextContents()).toEqual(['Starter profile']);

    await page.getByRole('button', { name: 'Create starter profile' }).click();
    const endUser = page.getByRole('form', { name: 'End user' });
    await endUser.waitFor();
    await endUser.getByRole('button', { name: 'Create end user' }).click();
    await endUser.getByText('The first name is required').waitFor();
    await endUser.getByText('Phone number is required').waitFor();
    await endUser.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await endUser.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await endUser.getByRole('textbox', { name: 'Email' }).fill('ana@practice.example');
    await endUser.getByRole('textbox', { name: 'Phone number' }).fill('(787) 555-0142');
    await endUser.getByRole('button', { name: 'Create end user' }).click();

    const address = page.getByRole('form', { name: 'Address' });
    await address.waitFor();
    expect(await address.getByRole('textbox', { name: 'State' }).inputValue()).toBe('PR');
    expect(await address.getByRole('textbox', { name: 'Country' }).inputValue()).toBe('US');
    await address.getByRole('textbox', { name: 'Street' }).fill('Calle Loíza 826');
    await address.getByRole('textbox', { name: 'City' }).fill('San Juan');
    await address.getByRole('textbox', { name: 'Zipcode' }).fill('0090');
    await address.getByRole('button', { name: 'Create address' }).click();
    await address.getByText('Entered value does not match zip-code format').waitFor();
    await address.getByRole('textbox', { name: 'Zipcode' }).fill('00907');
    await address.getByRole('button', { name: 'Create address' }).click();

    for (const step of ['A2P profile', 'A2P brand', 'A2P use case']) {
      await page.getByRole('button', { name: `Create ${step}` }).click();
      await page.getByRole('button', { name: `Create ${step}` }).waitFor({ state: 'detached' });
    }
    await page.getByText('Every value is present').waitFor();
    expect(await steps(page).getByRole('heading').allTextContents()).toEqual([
      'Starter profile',
      'End user',
      'Address',
      'A2P profile',
      'A2P brand',
      'A2P use case',
    ]);
  });

  it('says why a step was refused, and the step stays to try again', async () => {
    const page = await signedInPage(browser);
    // This demo account has no campaign detail: the A2P use case cannot be built.
    await openPage(page, '/app/accounts/4/twilio_configuration');
    await page.getByRole('button', { name: 'Create Twilio sub-account' }).click();
    await page.getByRole('button', { name: 'Create starter profile' }).click();
    await createEndUserAndAddress(page, { city: 'Ponce', zipcode: '00730' });
    for (const step of ['A2P profile', 'A2P brand']) {
      await page.getByRole('button', { name: `Create ${step}` }).click();
      await page.getByRole('button', { name: `Create ${step}` }).waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Create A2P use case' }).click();
    await toast(page, 'There was an error saving changes.').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The account has no campaign detail: the A2P use case is built from it.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create A2P use case' }).isEnabled()).toBe(true);
  });
});
