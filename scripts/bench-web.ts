/**
 * `npm run bench:web`: the JavaScript a cold load of /login and of /app/accounts ships, gzip-compressed
 * (level 6, what a typical server sends), against the budgets of the walking-skeleton issue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/demo.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { buildConsoleIfStale, startApi, startConsole, waitForHttp } from './lib/stack.ts';

const BUDGETS_KB = { '/login': 90, '/app/accounts': 140 } as const;
const API_PORT = 18_801;
const CONSOLE_PORT = 14_801;

buildConsoleIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-bench-web-'));
const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}`;
const api = startApi({
  port: API_PORT,
  env: { DATABASE_URL: undefined, DATA_DIR: dataDir, CORS_ORIGINS: consoleUrl, LOG_LEVEL: 'warn' },
});
const web = startConsole({ port: CONSOLE_PORT, env: { PUBLIC_API_URL: api.url } });
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });

/** Loads `pathname` in a fresh context (cold cache) and sums the JS it fetched. */
async function measure(context: BrowserContext, pathname: string, ready: string) {
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; gzip: number }>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  });
  await page.goto(`${consoleUrl}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ready }).waitFor();
  await page.close();
  const total = [...scripts.values()].reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return { files: scripts.size, ...total };
}

try {
  await Promise.all([waitForHttp(api, '/health'), waitForHttp(web, '/login')]);
  const tokens = await (
    await fetch(`${api.url}/api/admin_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    })
  ).json();
  const session = JSON.stringify({ ...tokens, expiresIn: Date.now() + 15 * 60_000 });

  const results = {
    '/login': await measure(await browser.newContext(), '/login', 'Sign in to your account'),
    '/app/accounts': await (async () => {
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
      return measure(context, '/app/accounts', 'Accounts');
    })(),
  };

  console.log('\nJavaScript shipped on a cold load (gzip level 6):');
  for (const [route, r] of Object.entries(results)) {
    const kb = r.gzip / 1024;
    const budget = BUDGETS_KB[route as keyof typeof BUDGETS_KB];
    console.log(
      `  ${route.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB gzip (${(r.raw / 1024).toFixed(0)} KB raw, ${r.files} files)   target ≤ ${budget} KB  ${kb <= budget ? 'OK' : 'OVER'}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([api.stop(), web.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
