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
const users = (page: Page) => page.getByRole('list', { name: 'Users' });
const PASSWORD = 'Rescue-e2e-2026!';

async function fillCreateForm(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${username}@e2e.example`);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  return dialog;
}

describe('users tab', () => {
  it('creates a user, and shows the server refusing a taken username on its field', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/5/users');
    await page.getByRole('button', { name: 'Create user' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByText('The username is required').waitFor();
    await dialog.getByText('The first name is required').waitFor();

    dialog = await fillCreateForm(page, 'anarivera');
    await dialog.getByText('Is account manager?').click();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await toast(page, 'The user was created successfully.').waitFor();
    const row = users(page).getByRole('listitem').filter({ hasText: 'anarivera' });
    await row.getByText('Admin').waitFor();

    await page.getByRole('button', { name: 'Create user' }).click();
    dialog = await fillCreateForm(page, 'anarivera');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await toast(page, 'There was an error creating the user.').waitFor();
    await dialog.getByText('A user with that username already exists.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('anarivera@e2e.example');
  });

  it('edits a user (Cancel keeps it, Save changes it) and deactivates and activates it', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/30/users');
    const first = users(page).getByRole('listitem').first();
    const editButton = first.getByRole('button', { name: /^Edit / });
    const name = (await editButton.getAttribute('aria-label'))!.slice('Edit '.length);

    await editButton.click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await form.getByRole('textbox', { name: 'Last name' }).fill('Cancelled');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await form.waitFor({ state: 'detached' });
    expect(await users(page).textContent()).not.toContain('Cancelled');

    await users(page)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Entered value does not match email format').waitFor();
    await form.getByRole('textbox', { name: 'Email' }).fill('edited@e2e.example');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The password is required').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The user was updated successfully.').waitFor();
    await users(page).getByText('edited@e2e.example', { exact: false }).waitFor();

    await users(page)
      .getByRole('button', { name: `Deactivate ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `Deactivate ${name}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast(page, 'The user new state was saved.').waitFor();
    await users(page)
      .getByRole('button', { name: `Activate ${name}` })
      .click();
    await users(page)
      .getByRole('button', { name: `Deactivate ${name}` })
      .waitFor();
  });

  it('creates a user with the keyboard alone', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/6/users');
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create user' }).waitFor();
    for (const text of ['keyboarduser', 'keyboard@e2e.example', 'Key', 'Board', PASSWORD, PASSWORD]) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await toast(page, 'The user was created successfully.').waitFor();
    await users(page).getByRole('listitem').filter({ hasText: 'keyboarduser' }).waitFor();
  });
});
