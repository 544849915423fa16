import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { apiDataDir, launch, newPage, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens the sign-in page with the page's scripts held back until `release()`: the screen as a slow network shows it
 * before hydration. The document is complete; its load event waits for the held scripts.
 */
async function openWithScriptsHeld(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/*.js', (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('signed-out screens load their script on intent', () => {
  it('shows the whole sign-in form before any of its script has loaded', async () => {
    const page = await newPage(browser);
    const scripts = await openWithScriptsHeld(page);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await page.getByRole('textbox', { name: 'Password' }).waitFor();
    // The page's one script of its own (the signed-in redirect) ran; the form's code has not been asked for.
    expect(scripts.held()).toBeLessThanOrEqual(1);
    await scripts.release();
  });

  it('keeps what was typed before hydration and signs in with the Enter pressed then', async () => {
    const page = await newPage(browser);
    const scripts = await openWithScriptsHeld(page);
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/\/login$/);
    await scripts.release();
    await page.waitForURL('**/app/accounts');
  });

  it("shows the spec's messages for an empty form submitted before hydration", async () => {
    const page = await newPage(browser);
    const scripts = await openWithScriptsHeld(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await scripts.release();
    await page.getByText('The username is required').waitFor();
    await page.getByText('The password is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    expect(page.url()).toMatch(/\/login$/);
  });
});

/** The text of a quoted-printable mail body (soft line breaks joined, =XX decoded). */
const quotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset link of the newest mail to `to` in the API's outbox. */
async function resetLinkFor(to: string): Promise<string> {
  const outbox = path.join(apiDataDir(), 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = quotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
      const link = /https?:\/\/\S+\/reset_password\/\S+/.exec(mail)?.[0];
      if (mail.includes(`To: ${to}`) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset mail to ${to} in ${outbox}`);
}

describe('password reset', () => {
  // The reseller demo user: no other e2e file signs in as it, so its password may change here.
  const email = 'reseller@rescue.example';
  const newPassword = 'Mangó-Tamarindo-2026';

  it('validates the email in the spec words, then says a link is on its way (keyboard only)', async () => {
    const page = await newPage(browser);
    await openPage(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/reset_password');
    await page.getByText('Enter your email and you will receive a link to reset your password').waitFor();

    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await page.getByText('Entered value does not match email format.').waitFor();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByText('You have received an email to reset your password.').waitFor();
    await page.getByText(`if a console user has the email ${email}`).waitFor();
    await page.getByRole('link', { name: 'BACK TO LOGIN' }).waitFor();
  });

  it('sets a new password from the link: the server refuses a weak one on the field, then it signs in', async () => {
    const link = await resetLinkFor(email);
    const token = new URL(link).pathname.split('/').pop()!;
    const page = await newPage(browser);
    await openPage(page, `/reset_password/${token}`);
    await page.getByText('Enter your new password').waitFor();
    await page.getByText("It can't be too similar to your username").waitFor();

    const password = page.getByRole('textbox', { name: 'New Password' });
    const confirm = page.getByRole('textbox', { name: 'Confirm Password' });
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await expect.poll(() => page.getByText('You must enter a password').count()).toBe(2);

    await password.fill('12345678');
    await confirm.fill('12345679');
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await page.getByText('The passwords do not match').waitFor();

    // Django's checks run on the server; its messages show on the field, and the toast of spec 8.
    await confirm.fill('12345678');
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await page.getByText('This password is entirely numeric.').waitFor();
    await page.getByText('There was a problem resetting your password. (Is the new password strong enough?)').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(newPassword);
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await page.waitForURL('**/login?reset=done');
    await page.getByText('Your password has been reset successfully.').waitFor();

    await page.getByRole('textbox', { name: 'Username' }).fill('reseller');
    await page.getByRole('textbox', { name: 'Password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app/accounts');
  });

  it('says so when the link is not valid any more', async () => {
    const page = await newPage(browser);
    await openPage(page, '/reset_password/no-such-token');
    await page.getByRole('textbox', { name: 'New Password' }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await page.getByText('This password reset link is invalid or has expired. Please request a new one.').waitFor();
    await page.getByText('There was a problem resetting your password. (Is the new password strong enough?)').waitFor();
    expect(page.url()).toMatch(/\/reset_password\/no-such-token$/);
  });
});
