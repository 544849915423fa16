import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('nothing typed is lost without asking', () => {
  it('asks before a tab switch leaves an edited overview: Keep editing keeps it, Discard changes goes', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/41/overview');
    const phone = page.getByRole('textbox', { name: 'Office phone' });
    await phone.waitFor();
    const saved = await phone.inputValue();
    // Untouched, the overview is left without a question.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    expect(await question(page).count()).toBe(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await phone.fill('(787) 555-0141');

    await page.getByRole('tab', { name: 'Features' }).click();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/overview$/);
    expect(await phone.inputValue()).toBe('(787) 555-0141');
    // Focus is back on the tab the person reached for.
    expect(await focusedName(page)).toBe('Features');

    await page.getByRole('tab', { name: 'Features' }).click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('form', { name: 'Features' }).waitFor();
    expect(page.url()).toMatch(/\/features$/);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await phone.waitFor();
    expect(await phone.inputValue()).toBe(saved);
  });

  it('asks before Back to accounts and a switch toggled on Features, and not once the change is saved', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/42/features');
    const form = page.getByRole('form', { name: 'Features' });
    const voicemail = form.getByRole('switch').first();
    await voicemail.focus();
    await page.keyboard.press('Space');
    await page.getByRole('link', { name: 'Back to accounts' }).click();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toMatch(/\/features$/);

    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('form', { name: 'Billing settings' }).waitFor();
    expect(await question(page).count()).toBe(0);
  });

  it("asks before the browser's Back or Forward moves between an account's tabs", async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/45/overview');
    const phone = page.getByRole('textbox', { name: 'Office phone' });
    await phone.waitFor();
    const saved = await phone.inputValue();
    await page.getByRole('tab', { name: 'Features' }).click();
    const form = page.getByRole('form', { name: 'Features' });
    const voicemail = form.getByRole('switch').first();
    const wasOn = await voicemail.isChecked();
    await voicemail.focus();
    await page.keyboard.press('Space');

    // The browser's own Back button. Not awaited: a traversal the page stops never commits.
    void page.goBack().catch(() => {});
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/features$/);
    expect(await voicemail.isChecked()).toBe(!wasOn);

    void page.goBack().catch(() => {});
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/overview$/);
    await phone.waitFor();

    // Forward to Features with a typed phone on the overview asks too.
    await phone.press('End');
    await page.keyboard.type('9');
    void page.goForward().catch(() => {});
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toMatch(/\/overview$/);
    expect(await phone.inputValue()).toBe(`${saved}9`);
    void page.goForward().catch(() => {});
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/features$/);
    await form.waitFor();
    expect(await voicemail.isChecked()).toBe(wasOn);
  });

  it("asks before the wizard's Cancel throws the new account away", async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/create');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.waitFor();
    await name.fill('Sonrisas del Norte');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(await name.inputValue()).toBe('Sonrisas del Norte');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/app\/accounts$/);
  });

  it('asks before Escape or Cancel closes a dialog holding what was typed, and not an empty one', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/43/users');
    const open = page.getByRole('button', { name: 'Create user' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByRole('textbox', { name: 'Username' }).waitFor();
    // Nothing typed: Escape closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await open.click();
    const username = dialog.getByRole('textbox', { name: 'Username' });
    await username.fill('marisol');
    await page.keyboard.press('Escape');
    await question(page).waitFor();
    expect(await focusedName(page)).toBe('Keep editing');
    await page.keyboard.press('Enter');
    await question(page).waitFor({ state: 'detached' });
    expect(await username.inputValue()).toBe('marisol');
    expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('asks before Cancel or Escape drops the campaign chosen in an assign dialog', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/phones?page=3');
    const table = page.getByRole('table', { name: 'Phones' });
    await table.getByRole('rowheader').first().waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    // The checkbox is a visually hidden input inside its box's label: a person clicks the box.
    await table
      .getByRole('checkbox', { name: /^Select \(/ })
      .first()
      .locator('xpath=ancestor::label[1]')
      .click();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a campaign' });
    await dialog.getByRole('option').last().click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: 'Accept' }).isEnabled()).toBe(true);

    // Escape is the dialog's once focus is back in it from the question (a frame after the question is gone).
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("asks before a user's inline edit is cancelled", async () => {
    const page = await signedInPage(browser);
    const created = await apiAsDemo('/users', {
      username: 'lucia.ortiz',
      email: 'lucia.ortiz@e2e.example',
      first_name: 'Lucía',
      last_name: 'Ortiz',
      password: 'Rescue-e2e-2026!',
      confirm_password: 'Rescue-e2e-2026!',
      account: 44,
      is_active: true,
    });
    expect(created.status).toBe(201);
    await openPage(page, '/app/accounts/44/users');
    await page.getByRole('button', { name: 'Edit Lucía Ortiz' }).click();
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('Ortiz Vega');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(await lastName.inputValue()).toBe('Ortiz Vega');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await lastName.waitFor({ state: 'detached' });
  });

  it("leaves closing the page to the browser's own question while a form is dirty", async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/user_profile');
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.waitFor();
    await page.getByRole('form', { name: 'Update user' }).getByText('demo', { exact: true }).waitFor();
    await lastName.fill('Unsaved');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});

describe('two people editing one account', () => {
  it("refuses the later save over the other's, says what they changed, and saves over it only when asked", async () => {
    const [ana, ben] = [await signedInPage(browser), await signedInPage(browser)];
    for (const page of [ana, ben]) {
      await openPage(page, '/app/accounts/45/overview');
      await page.getByRole('textbox', { name: 'Office phone' }).waitFor();
    }
    await ben.getByRole('textbox', { name: 'Office phone' }).fill('(787) 555-0145');
    await ben.getByRole('button', { name: 'Save', exact: true }).click();
    await ben.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();

    const name = ana.getByRole('textbox', { name: 'Name', exact: true });
    const mine = `${await name.inputValue()} (Ana)`;
    await name.fill(mine);
    await ana.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = ana.getByRole('alert').filter({ hasText: 'Someone else saved this record after you opened it.' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('They changed: Office phone.');
    // Nothing typed is lost, and what Ben saved shows where Ana had not typed.
    expect(await name.inputValue()).toBe(mine);
    await expect.poll(() => ana.getByRole('textbox', { name: 'Office phone' }).inputValue()).toBe('(787) 555-0145');

    await conflict.getByRole('button', { name: 'Save mine' }).click();
    await ana.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();
    await conflict.waitFor({ state: 'detached' });
    await ana.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe(mine);
    expect(await ana.getByRole('textbox', { name: 'Office phone' }).inputValue()).toBe('(787) 555-0145');
  });

  it("refuses a billing save over the other's, read inside the account, and saves over it when asked", async () => {
    const [ana, ben] = [await signedInPage(browser), await signedInPage(browser)];
    const billing = (page: Page) => page.getByRole('form', { name: 'Billing settings' });
    for (const page of [ana, ben]) {
      await openPage(page, '/app/accounts/47/billing_settings');
      await billing(page).getByRole('checkbox').first().waitFor({ state: 'attached' });
    }
    const delinquent = (page: Page) => billing(page).getByRole('checkbox', { name: /Is delinquent/ });
    const ignore = (page: Page) => billing(page).getByRole('checkbox', { name: /Ignore delinquent check/ });
    const wasDelinquent = await delinquent(ben).isChecked();
    await delinquent(ben).focus();
    await ben.keyboard.press('Space');
    await billing(ben).getByRole('button', { name: 'Save changes' }).click();
    await ben.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();

    const wasIgnored = await ignore(ana).isChecked();
    await ignore(ana).focus();
    await ana.keyboard.press('Space');
    await billing(ana).getByRole('button', { name: 'Save changes' }).click();
    const conflict = ana.getByRole('alert').filter({ hasText: 'Someone else saved this record after you opened it.' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('They changed: Is delinquent.');
    expect(await ignore(ana).isChecked()).toBe(!wasIgnored);
    await expect.poll(() => delinquent(ana).isChecked()).toBe(!wasDelinquent);

    await conflict.getByRole('button', { name: 'Save mine' }).click();
    await ana.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();
    await ana.reload();
    await billing(ana).getByRole('checkbox').first().waitFor({ state: 'attached' });
    expect(await ignore(ana).isChecked()).toBe(!wasIgnored);
    expect(await delinquent(ana).isChecked()).toBe(!wasDelinquent);
  });

  it('reloads the other version on Reload, dropping what was typed', async () => {
    const [ana, ben] = [await signedInPage(browser), await signedInPage(browser)];
    for (const page of [ana, ben]) {
      await openPage(page, '/app/accounts/46/features');
      await page.getByRole('form', { name: 'Features' }).getByRole('switch').first().waitFor();
    }
    const switchOf = (page: Page) => page.getByRole('form', { name: 'Features' }).getByRole('switch').first();
    const before = await switchOf(ben).isChecked();
    await switchOf(ben).focus();
    await ben.keyboard.press('Space');
    await ben.getByRole('button', { name: 'Save changes' }).click();
    await ben.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).waitFor();

    const last = ana.getByRole('form', { name: 'Features' }).getByRole('switch').last();
    await last.focus();
    await ana.keyboard.press('Space');
    await ana.getByRole('button', { name: 'Save changes' }).click();
    const conflict = ana.getByRole('alert').filter({ hasText: 'Someone else saved this record after you opened it.' });
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await switchOf(ana).isChecked()).toBe(!before);
    // Ana's change is gone: nothing is left to ask about.
    await ana.getByRole('tab', { name: 'Billing' }).click();
    await ana.getByRole('form', { name: 'Billing settings' }).waitFor();
    expect(await question(ana).count()).toBe(0);
  });
});
