import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export const consoleUrl = () => inject('consoleUrl');
export const apiUrl = () => inject('apiUrl');

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
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

export async function signInAsDemo(page: Page): Promise<void> {
  await openPage(page, '/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/accounts');
}

let demoSession: Promise<string> | undefined;

/**
 * A page already signed in as demo: the tokens come from one sign-in per test file (the API limits sign-ins per
 * username), stored as the console stores them. Flows about signing in itself use signInAsDemo.
 */
export async function signedInPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  demoSession ??= fetch(`${apiUrl()}/api/admin_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`Signing in as demo failed: ${response.status} ${await response.text()}`);
    return JSON.stringify({ ...(await response.json()), expiresIn: Date.now() + 15 * 60_000 });
  });
  const session = await demoSession;
  const context = await newWatchedContext(browser, viewport);
  await context.addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
  return context.newPage();
}
