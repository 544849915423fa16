import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage, watchToasts } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const REMINDER = '**Friendly reminder to save changes.';

describe('account overview', () => {
  it('saves edits, showing the reminder while changed, and edits the day count in days (sent as minutes)', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/12/overview');
    await field(page, 'Office phone').waitFor();
    expect(await page.getByText(REMINDER).count()).toBe(0);

    await field(page, 'Office phone').fill('(787) 555-0199');
    await page.getByText(REMINDER).waitFor();
    await field(page, 'Requests time in advance (days)').fill('2');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/account_admin/12') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(body.requests_time_in_advance_minutes).toBe(2 * 1440);
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.getByText(REMINDER).waitFor({ state: 'detached' });

    await page.reload();
    await field(page, 'Office phone').waitFor();
    expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0199');
    expect(await field(page, 'Requests time in advance (days)').inputValue()).toBe('2');
  });

  it('shows the rule messages on save and focuses the first invalid field; a server field error lands on its field', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/13/overview');
    await field(page, 'Name').fill('');
    // One digit too many is kept as typed and refused with the rule's message, not cut to a valid code unseen.
    await field(page, 'Bot number area code').fill('');
    await field(page, 'Bot number area code').pressSequentially('7870');
    expect(await field(page, 'Bot number area code').inputValue()).toBe('7870');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('Value must be a number of three digits and a valid area code.').waitFor();
    // Focus moves to the first invalid field once the messages are shown, maybe a frame later: wait for it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    // 1.5 passes the console's number rule; the server wants whole days and says so on the field, only there.
    const toasts = await watchToasts(page);
    await field(page, 'Name').fill('Clínica Prueba');
    await field(page, 'Bot number area code').fill('787');
    await field(page, 'Appointment request window (days)').fill('1.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('A valid integer is required.').waitFor();
    // What was typed stays to fix.
    expect(await field(page, 'Name').inputValue()).toBe('Clínica Prueba');
    await field(page, 'Appointment request window (days)').fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Changes saved successfully.').waitFor();
    // The field said what was wrong: no generic 'There was an error saving changes.' beside it.
    expect(await toasts()).toEqual(['Changes saved successfully.']);
  });

  it('clears and picks references through the search pickers', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/14/overview');
    const clear = page.getByRole('button', { name: 'Clear legal entity' });
    if (await clear.count()) {
      await clear.click();
      await page.getByText(REMINDER).waitFor();
    }
    const picker = page.getByRole('combobox', { name: 'Legal entity' });
    await picker.fill('Bright');
    await page.getByRole('option', { name: 'Bright Smiles Guayama' }).click();
    await page.getByRole('link', { name: 'Bright Smiles Guayama' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Changes saved successfully.').waitFor();
    expect(await page.getByRole('link', { name: 'Bright Smiles Guayama' }).getAttribute('href')).toBe(
      '/app/tcr/legal_entities/10',
    );
  });

  it('links a Salesforce account through its search picker, shows it by name, and clears the link (spec 2)', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/16/overview');
    await field(page, 'Name').waitFor();
    const linked = page.getByRole('group', { name: 'Salesforce account' });
    const clear = page.getByRole('button', { name: 'Clear salesforce account' });
    const patched = () =>
      page.waitForResponse((r) => r.url().endsWith('/account_admin/16') && r.request().method() === 'PATCH');
    // Seeded accounts may be linked already: unlinked first, which marks the form changed.
    if (await clear.count()) {
      await clear.click();
      await page.getByText(REMINDER).waitFor();
    }

    const searched = page.waitForResponse((r) => r.url().includes('/account_admin/search?'));
    await page.getByRole('combobox', { name: 'Salesforce account' }).fill('Terapia Física Ponce');
    const [match] = (await (await searched).json()) as Array<{ id: string; name: string }>;
    expect(match?.name).toBe('Terapia Física Ponce');
    await page.getByRole('option', { name: /^Terapia Física Ponce/ }).click();
    await linked.getByText('Terapia Física Ponce').waitFor();
    await clear.waitFor();
    // The sandbox knows no Salesforce org, so there is no record page to link to: the name shows as text.
    expect(await linked.getByRole('link').count()).toBe(0);
    await page.getByText(REMINDER).waitFor();

    let saved = patched();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await saved).request().postDataJSON() as Record<string, unknown>).salesforce_id).toBe(match!.id);
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.getByText(REMINDER).waitFor({ state: 'detached' });

    // The API keeps the id and asks Salesforce for the name.
    await page.reload();
    await linked.getByText('Terapia Física Ponce').waitFor();

    await clear.click();
    await page.getByText(REMINDER).waitFor();
    await page.getByRole('combobox', { name: 'Salesforce account' }).waitFor();
    saved = patched();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await saved).request().postDataJSON() as Record<string, unknown>).salesforce_id).toBeNull();
    await page.reload();
    await page.getByRole('combobox', { name: 'Salesforce account' }).waitFor();
    expect(await clear.count()).toBe(0);
  });

  it('says when the main bot number cannot be determined', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/34/overview');
    await page.getByText('The main bot number cannot be determined', { exact: false }).waitFor();
    expect(await page.getByRole('list', { name: 'Bot numbers' }).getByRole('listitem').count()).toBe(2);
    await openPage(page, '/app/accounts/10/overview');
    await page.getByText('Main bot number:').waitFor();
    expect(await page.getByRole('list', { name: 'Other bot numbers' }).getByRole('listitem').count()).toBe(1);
  });

  it('edits and saves the overview with the keyboard alone', async () => {
    const page = await signedInPage(browser);
    // This demo account has no industry: saving asks for one, and the keyboard gives it.
    await openPage(page, '/app/accounts/15/overview');
    await field(page, 'Name').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.keyboard.press('End');
    await page.keyboard.type(' (keyboard)');
    // Enter in a text field submits the form; the first invalid field takes focus.
    await page.keyboard.press('Enter');
    await page.getByText('Industry is required.').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Dental' }).waitFor();
    await page.keyboard.type('Dental');
    await page.keyboard.press('Enter');
    await page.getByText('Industry is required.').waitFor({ state: 'detached' });
    // The list closes and focus returns to the Industry button, now showing the choice (the option named Dental
    // holds focus until the list has closed, so wait for the button itself).
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.includes('Dental'),
    );
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.keyboard.press('Enter');
    await toast(page, 'Changes saved successfully.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/ \(keyboard\)$/);
  });
});
