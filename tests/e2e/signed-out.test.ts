import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { apiDataDir, apiUrl, launch, newPage, openPage, RESET_RESELLER_PASSWORD } from './browser.ts';

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

  it('shows the focus ring on the first field focused before hydration', async () => {
    const page = await newPage(browser);
    const scripts = await openWithScriptsHeld(page);
    const username = page.getByRole('textbox', { name: 'Username' });
    const outline = () => username.evaluate((input) => getComputedStyle(input).outlineStyle);
    expect(await outline()).toBe('none');
    await page.keyboard.press('Tab');
    expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await outline()).toBe('solid');
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
  // The reseller demo user: reseller.test.ts signs in with whichever of its two passwords holds (resellerPassword).
  const email = 'reseller@rescue.example';
  const newPassword = RESET_RESELLER_PASSWORD;

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

    // The link worked once: opened again, it says so at once.
    const again = await newPage(browser);
    await openPage(again, `/reset_password/${token}`);
    await again.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' }).waitFor();
  });

  it('says a used or unknown link is not valid as soon as the page opens, before anything is typed', async () => {
    const page = await newPage(browser);
    await openPage(page, '/reset_password/no-such-token');
    await page
      .getByRole('alert')
      .filter({ hasText: 'This password reset link is invalid or has expired. Please request a new one.' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'New Password' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/reset_password');
  });
});

/** Posts to the API as the browser would, from the same client address; returns the answer's status. */
const post = async (path: string, body: unknown) =>
  (
    await fetch(`${apiUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status;

/**
 * Sends `body` until the API answers 429: the first `limit` answers are `answer`, the limit's own. Windows are
 * fixed (rate-limits.ts), so attempts that straddle a window's end take a few more before the refusal.
 */
async function failUntilThrottled(path: string, body: unknown, limit: number, answer: number) {
  const answers: number[] = [];
  while (answers.at(-1) !== 429 && answers.length < 2 * limit) answers.push(await post(path, body));
  expect(answers.slice(0, limit)).toEqual(Array<number>(limit).fill(answer));
  expect(answers.at(-1)).toBe(429);
}

/** The console's words for a 429: when to try again, in whole minutes within the API's window. */
const tryAgainIn = (page: Page, windowMinutes: number) =>
  page
    .getByRole('alert')
    .filter({ hasText: /Too many attempts\. Please try again in \d+ minutes?\./ })
    .evaluate((alert, max) => Number(/in (\d+) minute/.exec(alert.textContent ?? '')?.[1]) <= max, windowMinutes);

describe('too many attempts', () => {
  it('sign-in says when to try again after the limit of failed attempts, not that the password is wrong', async () => {
    // RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP keeps its default (10) in the e2e API; the window is 15 minutes.
    const username = 'throttled-user';
    await failUntilThrottled('/api/admin_token', { username, password: 'wrong-password' }, 10, 401);
    const page = await newPage(browser);
    await openPage(page, '/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await tryAgainIn(page, 15)).toBe(true);
    expect(await page.getByText('The username or password is incorrect.').count()).toBe(0);
  });

  it('the reset request turns "Request was throttled" into minutes in plain words, keeping the email', async () => {
    // RATE_LIMIT_RESET_PER_EMAIL: 5 requests an hour per email.
    const email = 'nobody-throttled@rescue.example';
    await failUntilThrottled('/password_reset/', { email }, 5, 200);
    const page = await newPage(browser);
    await openPage(page, '/reset_password');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    expect(await tryAgainIn(page, 60)).toBe(true);
    expect(await page.getByText(/Request was throttled/).count()).toBe(0);
    expect(await field.inputValue()).toBe(email);
  });
});
