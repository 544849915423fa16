import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import type { LegalEntity } from '../../src/shared/legalEntities.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export const consoleUrl = () => inject('consoleUrl');
export const apiUrl = () => inject('apiUrl');
/** The API's data folder: its outbox holds the mails it sent (src/server/providers/mail/outbox.ts). */
export const apiDataDir = () => inject('apiDataDir');

export async function launch(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/** Content-Security-Policy violations the pages of this test reported (tests/e2e/setup.ts fails a test on any). */
const cspViolations: string[] = [];

/** The violations reported since the last call, which forgets them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Every page of the suite runs under the console's real policy: Chromium logs a blocked script, style, frame or
 * connection to the console, and each page also reports `securitypolicyviolation` events there.
 */
async function newWatchedContext(browser: Browser, viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: consoleUrl() });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) cspViolations.push(`${message.page()?.url()}: ${text}`);
  });
  return context;
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await newWatchedContext(browser, viewport);
  return context.newPage();
}

/** Opens a page and waits until its island has started (Astro drops the island's `ssr` attribute then). */
/** Opens `path` once its island has started: rendered in the browser, or server-rendered to hydrate on intent. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('astro-island:not([ssr]), astro-island[client="intent"]').first().waitFor({ state: 'attached' });
}

/** The reseller demo user's password once signed-out.test.ts has reset it (files run in either order). */
export const RESET_RESELLER_PASSWORD = 'Mangó-Tamarindo-2026';

/** The reseller demo user's password as it is now: the demo one, or the one the password reset e2e set. */
export async function resellerPassword(): Promise<string> {
  for (const password of [DEMO_PASSWORD, RESET_RESELLER_PASSWORD]) {
    const answer = await fetch(`${apiUrl()}/api/admin_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'reseller', password }),
    });
    if (answer.ok) return password;
  }
  throw new Error('Neither the demo password nor the reset one signs the reseller in.');
}

export async function signInAsDemo(page: Page): Promise<void> {
  await openPage(page, '/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/accounts');
}

let demoTokens: Promise<{ access: string; refresh: string }> | undefined;

/** The demo user's tokens: one sign-in per test file (the API limits sign-ins per username). */
function demoSession() {
  demoTokens ??= fetch(`${apiUrl()}/api/admin_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`Signing in as demo failed: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ access: string; refresh: string }>;
  });
  return demoTokens;
}

/**
 * A page already signed in as demo: the tokens of the file's one sign-in, stored as the console stores them. Flows
 * about signing in itself use signInAsDemo.
 */
export async function signedInPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const session = JSON.stringify({ ...(await demoSession()), expiresIn: Date.now() + 15 * 60_000 });
  const context = await newWatchedContext(browser, viewport);
  await context.addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
  return context.newPage();
}

/**
 * A call to the real API as demo (GET, or POST with a body): what a test needs to know, or to have beforehand. A
 * POST is one action: it goes with a new Idempotency-Key, which the calls that cost money require.
 */
export async function apiAsDemo(path: string, body?: unknown): Promise<Response> {
  const { access } = await demoSession();
  const post = body !== undefined;
  return fetch(`${apiUrl()}${path}`, {
    method: post ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${access}`,
      'Content-Type': 'application/json',
      ...(post ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    body: post ? JSON.stringify(body) : undefined,
  });
}

/** What a POST as demo made (a refusal fails the test with the API's words): what a test needs beforehand. */
export async function madeAsDemo<T>(path: string, body: unknown): Promise<T> {
  const response = await apiAsDemo(path, body);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A legal entity of its own for a test, so tests do not depend on one another or on the demo brands. */
export function newLegalEntity(name: string, ein = '660000123'): Promise<LegalEntity> {
  return madeAsDemo<LegalEntity>('/legal_entities', {
    name,
    legal_name: `${name} LLC`,
    ein,
    email: 'admin@e2e.example',
    phone_number: '7875550100',
    street: '100 Calle Loíza',
    city: 'San Juan',
    zip_code: '00911',
    company_type: 1,
    vertical_type: 3,
  });
}

/**
 * Every toast text the page shows from now on (sonner's items, however briefly), to check one never showed. The
 * reader answers after the timers queued before it: sonner draws a toast from a timer set when it is raised.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  type Watched = Window & { shownToasts?: string[] };
  await page.evaluate(() => {
    const seen: string[] = ((window as Watched).shownToasts = []);
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => new Promise<string[]>((resolve) => setTimeout(() => resolve((window as Watched).shownToasts ?? []))),
    );
}

/**
 * The messaging tab's end user and address steps, filled and created as a person would (the starter profile
 * created before): Ana Rivera at Calle Sol 12 in `city`.
 */
export async function createEndUserAndAddress(page: Page, { city, zipcode }: { city: string; zipcode: string }) {
  const endUser = page.getByRole('form', { name: 'End user' });
  await endUser.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await endUser.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await endUser.getByRole('textbox', { name: 'Email' }).fill('ana@practice.example');
  await endUser.getByRole('textbox', { name: 'Phone number' }).fill('787 555 0142');
  await endUser.getByRole('button', { name: 'Create end user' }).click();
  const address = page.getByRole('form', { name: 'Address' });
  await address.getByRole('textbox', { name: 'Street' }).fill('Calle Sol 12');
  await address.getByRole('textbox', { name: 'City' }).fill(city);
  await address.getByRole('textbox', { name: 'Zipcode' }).fill(zipcode);
  await address.getByRole('button', { name: 'Create address' }).click();
}
