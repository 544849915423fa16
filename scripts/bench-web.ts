/**
 * `npm run bench:web`: the JavaScript a cold load of every screen of the console ships, as the console server sends
 * it (bytes on the wire, in the encoding Chromium was answered with, brotli for a browser that accepts it), beside
 * its gzip level 6 size for comparison, against its budget: signed-out screens 90 KB, lists 120 KB, any screen
 * 140 KB. A screen is one row of SCREENS; the script exits 1 when one is over its budget. `-- --files` also lists
 * each screen's scripts, heaviest first.
 *
 * The signed-out screens are server-rendered and hydrate at the first sign of use (client:intent): their cold load is
 * what a visit costs before the person touches the form, and the line under it, "after a hover", is what the screen
 * has loaded once they reach for it (React, react-aria and the form). Their budget applies to the second figure:
 * signing in needs it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO_USERS } from '../src/server/db/demo.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startBenchStack } from './lib/benchStack.ts';

const BUDGETS_KB = { 'signed-out': 90, list: 120, screen: 140 } as const;

interface Screen {
  route: string;
  budget: keyof typeof BUDGETS_KB;
  /** The heading that says the screen is ready. */
  ready: string | RegExp;
  signedIn: boolean;
  /** Hydrates on intent: also measure what loads once the pointer is over the form. */
  onIntent?: boolean;
}

const SCREENS: Screen[] = [
  { route: '/login', budget: 'signed-out', ready: 'Sign in to your account', signedIn: false, onIntent: true },
  { route: '/reset_password', budget: 'signed-out', ready: 'Reset your password', signedIn: false, onIntent: true },
  {
    // A live link (the page checks it as it renders): the token of a reset mailed to demo, read from the outbox.
    route: '/reset_password/{token}',
    budget: 'signed-out',
    ready: 'Reset your password',
    signedIn: false,
    onIntent: true,
  },
  { route: '/app/accounts', budget: 'list', ready: 'Accounts', signedIn: true },
  { route: '/app/call_rescue_monitor', budget: 'list', ready: 'Call rescue monitor', signedIn: true },
  { route: '/app/registration', budget: 'list', ready: 'Registration', signedIn: true },
  { route: '/app/tcr', budget: 'screen', ready: 'TCR dashboard', signedIn: true },
  { route: '/app/tcr/phones', budget: 'list', ready: 'Phones', signedIn: true },
  { route: '/app/tcr/legal_entities', budget: 'list', ready: 'Legal entities', signedIn: true },
  { route: '/app/tcr/legal_entities/create', budget: 'screen', ready: 'Create legal entity', signedIn: true },
  { route: '/app/tcr/legal_entities/1', budget: 'screen', ready: 'Island Family Medicine Ciales', signedIn: true },
  { route: '/app/tcr/campaign_details', budget: 'list', ready: 'Campaign details', signedIn: true },
  { route: '/app/tcr/campaign_details/create', budget: 'screen', ready: 'Create campaign details', signedIn: true },
  { route: '/app/tcr/campaign_details/1', budget: 'screen', ready: 'Preview', signedIn: true },
  { route: '/app/tcr/scaling', budget: 'list', ready: 'Manual scaling', signedIn: true },
  { route: '/app/accounts/3/overview', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/3/features', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/3/users', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/3/business_phones', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/3/billing_settings', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/3/twilio_configuration', budget: 'screen', ready: 'Centro Pediátrico Metro', signedIn: true },
  { route: '/app/accounts/create', budget: 'screen', ready: 'Add account', signedIn: true },
  { route: '/app/user_profile', budget: 'screen', ready: 'Update user', signedIn: true },
  { route: '/app/not-a-page', budget: 'screen', ready: 'The page is not found', signedIn: true },
];

const listFiles = process.argv.includes('--files');
const { api, consoleUrl, dataDir, session, stop } = await startBenchStack('bench-web');
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });

/** The token of a password reset link the API mails to demo (its outbox is a folder of .eml files). */
async function resetToken(): Promise<string> {
  await fetch(`${api.url}/password_reset/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS[0].email }),
  });
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      // Quoted-printable: soft line breaks joined before the link is read.
      const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const token = /\/reset_password\/([^\s"<]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset mail in ${outbox}.`);
}

/** Loads `pathname` in a fresh context (cold cache) and sums the JS it fetched until the screen is ready. */
async function measure(context: BrowserContext, screen: Screen) {
  const page = await context.newPage();
  const scripts = new Map<string, Script>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const [body, sizes] = await Promise.all([response.body().catch(() => null), response.request().sizes()]);
    if (!body) return;
    scripts.set(response.url(), {
      served: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
    });
  });
  const route = screen.route.includes('{token}') ? screen.route.replace('{token}', await resetToken()) : screen.route;
  await page.goto(`${consoleUrl}${route}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: screen.ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const cold = sum(scripts);
  let afterIntent: ReturnType<typeof sum> | undefined;
  if (screen.onIntent) {
    await page.locator('form').first().hover();
    await page.locator('form[data-interactive]').first().waitFor();
    await page.waitForLoadState('networkidle');
    afterIntent = sum(scripts);
  }
  await page.close();
  return { ...cold, afterIntent };
}

interface Script {
  /** The body's bytes on the wire. */
  served: number;
  encoding: string;
  raw: number;
  gzip: number;
}

function sum(scripts: Map<string, Script>) {
  const all = [...scripts.values()];
  const total = (key: 'served' | 'raw' | 'gzip') => all.reduce((bytes, script) => bytes + script[key], 0);
  const encodings = [...new Set(all.map((script) => script.encoding))].join('+');
  return {
    files: scripts.size,
    scripts: new Map(scripts),
    served: total('served'),
    raw: total('raw'),
    gzip: total('gzip'),
    encodings,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const line = (label: string, r: ReturnType<typeof sum>) =>
  `  ${label.padEnd(38)} ${kb(r.served)} KB served ${r.encodings.padEnd(8)} ${kb(r.gzip)} KB gzip ${(r.raw / 1024).toFixed(0).padStart(4)} KB raw ${String(r.files).padStart(3)} files`;

let over = 0;
try {
  console.log('\nJavaScript a cold load fetches, as served (Chromium accepts br and gzip), beside gzip level 6:');
  for (const screen of SCREENS) {
    const context = await browser.newContext();
    if (screen.signedIn) {
      await context.addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
    }
    const r = await measure(context, screen);
    await context.close();
    const budget = BUDGETS_KB[screen.budget];
    // A signed-out screen's budget covers what signing in needs: the load once the person reaches for the form.
    const judged = (r.afterIntent ?? r).served / 1024;
    if (judged > budget) over++;
    const verdict = `${screen.budget.padEnd(10)} ≤ ${budget} KB  ${judged <= budget ? 'OK' : 'OVER'}`;
    if (r.afterIntent) {
      console.log(line(screen.route, r));
      console.log(`${line('  after a hover', r.afterIntent)}   ${verdict}`);
    } else {
      console.log(`${line(screen.route, r)}   ${verdict}`);
    }
    if (listFiles) {
      for (const [url, size] of [...(r.afterIntent ?? r).scripts].sort((a, b) => b[1].served - a[1].served)) {
        console.log(`      ${kb(size.served)} KB ${size.encoding.padEnd(8)} ${new URL(url).pathname}`);
      }
    }
  }
} finally {
  await browser.close();
  await stop();
}
if (over > 0) {
  console.log(`\n${over} screen(s) over budget.`);
  process.exitCode = 1;
}
