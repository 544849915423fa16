/**
 * `npm run bench:interactions`: how long a person waits, from input to the paint that shows its effect, on the built
 * console and API (the production build, as `npm start` serves it, on free ports and a throwaway database with the
 * 250 demo accounts), in Chromium at 1x CPU. Each line is the median of `--runs` runs (default 5), printed beside its
 * target; the script exits 1 when one is over. Timing is measured here, never asserted in tests.
 *
 * How it measures: the page records the time stamp of the first trusted `pointerdown` or `keydown` after it is armed
 * (the input), watches the DOM (MutationObserver, and every frame) until what the interaction changes is there, then
 * takes the time after the next frame has rendered (a requestAnimationFrame, then a task). Opening a page from a list
 * row is measured across the navigation: the input's time goes to sessionStorage, the new page's watcher reads it.
 * A cold load is timed from the navigation's start (performance.timeOrigin).
 *
 * Each run opens a new page, so "first" is the first time in that page (code loaded on intent not yet loaded), in a
 * context whose HTTP cache is warm; "again" is the same interaction repeated in that page. Before a press the
 * pointer rests on the control for `--dwell` ms (default 150), as a person's does: code loaded on intent starts
 * then. `--dwell 0` presses at once. `--only <text>` runs the lines whose label contains it.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startBenchStack } from './lib/benchStack.ts';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 5);
const DWELL_MS = Number(option('dwell') ?? 150);
const ONLY = option('only');
/** An account of the demo data with users and business phones. */
const ACCOUNT_ID = 3;

/** What each measurement waits for, checked in the page (CSP forbids evaluating text there, so they are named). */
type Watch =
  | 'overviewName'
  | 'featuresForm'
  | 'usersList'
  | 'overviewForm'
  | 'menuOpen'
  | 'menuClosed'
  | 'dialogOpen'
  | 'filterChip'
  | 'page2Current'
  | 'page2Rows'
  | 'switchFlipped'
  | 'rowChecked';

declare global {
  interface Window {
    __bench: {
      arm(watch: Watch, detail?: string): void;
      result(): Promise<number>;
      /** On a page opened by a measured input: the time from that input to the watched paint (epoch ms). */
      navigation?: Promise<number>;
    };
  }
}

/** The page's side: installed before any script of every page. */
function harness() {
  const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
  const visible = (element: Element | null | undefined): element is HTMLElement =>
    !!element && (element as HTMLElement).getClientRects().length > 0;
  const fieldByLabel = (label: string) => {
    const found = [...document.querySelectorAll('label')].find((l) => text(l).replace(/\s*\*$/, '') === label);
    return found?.htmlFor ? (document.getElementById(found.htmlFor) as HTMLInputElement | null) : null;
  };
  const checks: Record<Watch, (detail?: string) => boolean> = {
    overviewName: () => (fieldByLabel('Name')?.value ?? '') !== '',
    overviewForm: () => visible(document.querySelector('form[aria-label="Account overview"]')),
    featuresForm: () =>
      visible(
        document.querySelector(
          'form[aria-label="Features"] [role="switch"], form[aria-label="Features"] input[type="checkbox"]',
        ),
      ),
    usersList: () =>
      [...document.querySelectorAll('[role="tabpanel"] button')].some((b) => visible(b) && text(b) === 'Create user'),
    menuOpen: () => visible(document.querySelector('[role="menu"]')),
    menuClosed: () => !document.querySelector('[role="menu"]'),
    dialogOpen: () => visible(document.querySelector('[role="dialog"], [role="alertdialog"]')),
    // The menu is in a layer of its own, outside <main>.
    filterChip: (detail) =>
      [...document.querySelectorAll('main *')].some((e) => e.children.length === 0 && text(e) === detail),
    page2Current: () => !!document.querySelector('button[aria-label="Page 2"][aria-current="page"]'),
    page2Rows: (detail) => {
      const first = document.querySelector('main table tbody th a, main ul li a');
      return !!first && text(first) !== detail && !document.querySelector('main [aria-busy="true"]');
    },
    switchFlipped: (detail) => {
      const input = document.querySelector<HTMLInputElement>('form[aria-label="Features"] input');
      return !!input && String(input.checked) !== detail;
    },
    rowChecked: (detail) => !!document.querySelector<HTMLInputElement>(`input[aria-label="${detail}"]:checked`),
  };

  let input: number | null = null;
  let armed = false;
  let pending: Promise<number> | null = null;
  const onInput = (event: Event) => {
    if (!event.isTrusted) return;
    if (armed && input === null) input = event.timeStamp;
    if (event.type === 'pointerdown')
      sessionStorage.setItem('bench:input', String(performance.timeOrigin + event.timeStamp));
  };
  addEventListener('pointerdown', onInput, true);
  addEventListener('keydown', onInput, true);

  /** Resolves with performance.now() after the frame that first shows `check` true. */
  function painted(check: () => boolean): Promise<number> {
    return new Promise((resolve) => {
      let done = false;
      const test = () => {
        if (done || !check()) return;
        done = true;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      };
      const observer = new MutationObserver(test);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const everyFrame = () => {
        test();
        if (!done) requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
      test();
    });
  }

  window.__bench = {
    arm(watch, detail) {
      if (checks[watch](detail)) throw new Error(`Already there before the input: ${watch} ${detail ?? ''}`);
      input = null;
      armed = true;
      pending = painted(() => checks[watch](detail));
    },
    async result() {
      const paint = await pending!;
      armed = false;
      if (input === null) throw new Error('No input was seen.');
      return paint - input;
    },
  };
  // A page opened by a measured input (or a cold load) watches from its first script on.
  const watch = sessionStorage.getItem('bench:watch') as Watch | null;
  if (watch) {
    sessionStorage.removeItem('bench:watch');
    const from = Number(sessionStorage.getItem('bench:input') ?? performance.timeOrigin);
    sessionStorage.removeItem('bench:input');
    window.__bench.navigation = painted(() => checks[watch]()).then((paint) => performance.timeOrigin + paint - from);
  }
}

interface Line {
  label: string;
  target: number;
  samples: number[];
  /** Shown, not judged. */
  info?: boolean;
}
const lines: Line[] = [];
function record(label: string, target: number, sample: number, info = false) {
  let line = lines.find((l) => l.label === label);
  if (!line) lines.push((line = { label, target, samples: [], info }));
  line.samples.push(sample);
}
const wanted = (label: string) => !ONLY || label.includes(ONLY);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Arms the page, performs the input, returns input -> changed paint in ms. */
async function measure(page: Page, watch: Watch, act: () => Promise<void>, detail?: string): Promise<number> {
  await page.evaluate(([w, d]) => window.__bench.arm(w as Watch, d ?? undefined), [watch, detail ?? null] as const);
  await act();
  return page.evaluate(() => window.__bench.result());
}

/** A person's press: the pointer rests on the control first (code loaded on intent starts then). */
async function press(target: Locator) {
  await target.hover();
  if (DWELL_MS > 0) await pause(DWELL_MS);
  await target.click();
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

async function open(context: BrowserContext, pathname: string, ready: (page: Page) => Locator): Promise<Page> {
  const page = await context.newPage();
  await page.goto(pathname);
  await ready(page).first().waitFor();
  await settled(page);
  return page;
}

const overviewPath = `/app/accounts/${ACCOUNT_ID}/overview`;
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });

// --- The scenarios -------------------------------------------------------------------------------------------

/** A cold load of the overview (empty HTTP cache, new context) to the account's name in its field. */
async function coldOverview(browser: Browser, session: string, baseURL: string) {
  const context = await newContext(browser, session, baseURL, 'overviewName');
  const page = await context.newPage();
  await page.goto(overviewPath);
  record(`cold ${overviewPath}: data shown`, 500, await page.evaluate(() => window.__bench.navigation!));
  await settled(page);
  // When the requests the screen needs started (Resource Timing, ms after the navigation's start).
  const starts = await page.evaluate((id) => {
    const named: Record<string, RegExp> = {
      'current user': /\/users\/current_user/,
      account: new RegExp(`/account_admin/${id}/?$`),
      industries: /\/industry\/?$/,
      'overview code': /OverviewTab/,
    };
    const found: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource')) {
      const pathname = new URL(entry.name).pathname;
      for (const [name, pattern] of Object.entries(named)) {
        if (pattern.test(pathname) && !(name in found)) found[name] = entry.startTime;
      }
    }
    return found;
  }, ACCOUNT_ID);
  await context.close();
  return starts;
}

/** From the accounts list (warm cache), a row's link to the overview with its name filled. */
async function rowToOverview(context: BrowserContext) {
  const page = await open(context, '/app/accounts', (p) =>
    p.getByRole('table', { name: 'Accounts' }).getByRole('link'),
  );
  const link = page.getByRole('table', { name: 'Accounts' }).getByRole('link').nth(2);
  await link.hover();
  if (DWELL_MS > 0) await pause(DWELL_MS);
  await page.evaluate(() => sessionStorage.setItem('bench:watch', 'overviewName'));
  await link.click();
  await page.waitForURL(/\/overview$/);
  record('list row -> usable overview (warm)', 150, await page.evaluate(() => window.__bench.navigation!));
  await settled(page);
  await page.close();
}

async function profileTabs(context: BrowserContext) {
  const page = await open(context, overviewPath, nameField);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const go = async (name: string, watch: Watch, label: string) => {
    const ms = await measure(page, watch, () => press(tab(name)));
    record(`tab ${name}: ${label}`, 50, ms);
    await settled(page);
  };
  await go('Features', 'featuresForm', 'first');
  await go('Users', 'usersList', 'first');
  await go('Features', 'featuresForm', 'again');
  await go('Users', 'usersList', 'again');

  // The Users tab's Create user dialog (DialogTrigger: its code loads on intent).
  for (const label of ['first', 'again']) {
    const ms = await measure(page, 'dialogOpen', () => press(page.getByRole('button', { name: 'Create user' })));
    record(`dialog Create user: ${label}`, 50, ms);
    await settled(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await settled(page);
  }

  // Features: a switch (a form's toggle).
  await go('Features', 'featuresForm', 'again');
  for (const label of ['first', 'again']) {
    const before = await page.locator('form[aria-label="Features"] input').first().isChecked();
    // The switch's input is visually hidden: a person presses its label.
    const toggle = page.getByRole('switch').first().locator('xpath=ancestor::label');
    const ms = await measure(page, 'switchFlipped', () => press(toggle), String(before));
    record(`toggle a feature switch: ${label}`, 50, ms);
    await settled(page);
  }
  await page.close();
}

async function accountsList(context: BrowserContext) {
  const page = await open(context, '/app/accounts', (p) =>
    p.getByRole('table', { name: 'Accounts' }).getByRole('link'),
  );
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  for (const label of ['first', 'again']) {
    record(`menu Filter: ${label}`, 50, await measure(page, 'menuOpen', () => press(filter)));
    await settled(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }

  const profile = page.getByRole('button', { name: /^Account menu for/ });
  for (const label of ['first', 'again']) {
    record(`menu profile: ${label}`, 50, await measure(page, 'menuOpen', () => press(profile)));
    await settled(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }

  // Apply filter: the chip shows (the menu closes, the rows follow with the API's answer).
  const filters = [
    ['Has Scheduling Enabled', 'first'],
    ['Has Cancelations Enabled', 'again'],
  ] as const;
  for (const [property, label] of filters) {
    await press(filter);
    await page.getByRole('menuitem', { name: property }).click();
    await page.getByRole('dialog', { name: property }).getByText('True', { exact: true }).click();
    const ms = await measure(
      page,
      'filterChip',
      () => press(page.getByRole('button', { name: 'Apply filter' })),
      `${property}: True`,
    );
    record(`apply filter: ${label}`, 50, ms);
    await settled(page);
  }
  for (const [property] of filters) {
    await page.getByRole('button', { name: `Remove ${property}: True` }).click();
    await settled(page);
  }

  // Paging: the page asked for is marked at once; its rows follow with the API's answer (shown, not judged).
  for (const label of ['first', 'again']) {
    const firstRow = await page.getByRole('table', { name: 'Accounts' }).getByRole('link').first().textContent();
    const pageTwo = page.getByRole('button', { name: 'Page 2', exact: true });
    record(`paging to page 2: ${label}`, 50, await measure(page, 'page2Current', () => press(pageTwo)));
    // The same press, watched to its rows (again from page 1).
    await settled(page);
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await settled(page);
    record(
      `  page 2's rows shown: ${label}`,
      Infinity,
      await measure(page, 'page2Rows', () => press(pageTwo), firstRow?.trim() ?? ''),
      true,
    );
    await settled(page);
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await settled(page);
  }
  await page.close();
}

async function phones(context: BrowserContext) {
  const page = await open(context, '/app/tcr/phones', (p) => p.getByRole('checkbox', { name: /^Select \(/ }));
  const boxes = page.getByRole('checkbox', { name: /^Select \(/ });
  for (const [index, label] of [
    [0, 'first'],
    [1, 'again'],
  ] as const) {
    const name = (await boxes.nth(index).getAttribute('aria-label')) ?? '';
    const box = boxes.nth(index).locator('xpath=ancestor::label');
    record(`row select: ${label}`, 50, await measure(page, 'rowChecked', () => press(box), name));
    await settled(page);
  }
  const actions = page.getByRole('button', { name: 'Actions', exact: true });
  for (const label of ['first', 'again']) {
    record(`menu phones Actions: ${label}`, 50, await measure(page, 'menuOpen', () => press(actions)));
    await settled(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  await page.close();
}

async function newContext(browser: Browser, session: string, baseURL: string, watchFromStart?: Watch) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await context.addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
  if (watchFromStart)
    await context.addInitScript((watch) => sessionStorage.setItem('bench:watch', watch), watchFromStart);
  await context.addInitScript(harness);
  return context;
}

// --- Running -------------------------------------------------------------------------------------------------

const { consoleUrl, session, stop } = await startBenchStack('bench-interactions');
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let over = 0;
try {
  console.log(`\nInput to changed paint, median of ${RUNS} runs (pointer resting ${DWELL_MS} ms before a press):`);
  const requestStarts: Record<string, number[]> = {};
  if (wanted('cold')) {
    for (let run = 0; run < RUNS; run++) {
      for (const [name, at] of Object.entries(await coldOverview(browser, session, consoleUrl))) {
        (requestStarts[name] ??= []).push(at);
      }
    }
  }
  const context = await newContext(browser, session, consoleUrl);
  // Warm the HTTP cache: every page the runs open, once.
  for (const pathname of ['/app/accounts', overviewPath, `/app/accounts/${ACCOUNT_ID}/users`, '/app/tcr/phones']) {
    const page = await context.newPage();
    await page.goto(pathname);
    await settled(page);
    await page.close();
  }
  for (let run = 0; run < RUNS; run++) {
    if (wanted('list row')) await rowToOverview(context);
    if (wanted('tab') || wanted('dialog') || wanted('toggle')) await profileTabs(context);
    if (wanted('menu') || wanted('filter') || wanted('paging')) await accountsList(context);
    if (wanted('row select') || wanted('phones')) await phones(context);
  }
  await context.close();

  for (const line of lines.filter((l) => wanted(l.label))) {
    const value = median(line.samples);
    const ok = value <= line.target;
    if (!ok && !line.info) over++;
    const verdict = line.info ? '' : `≤ ${line.target} ms  ${ok ? 'OK' : 'OVER'}`;
    const spread = `(${Math.round(Math.min(...line.samples))}–${Math.round(Math.max(...line.samples))})`;
    console.log(`  ${line.label.padEnd(42)} ${value.toFixed(0).padStart(5)} ms ${spread.padEnd(12)} ${verdict}`);
  }
  const starts = Object.entries(requestStarts);
  if (starts.length > 0) {
    console.log(
      `  cold load's requests start at (ms after navigation, median): ${starts
        .map(([name, at]) => `${name} ${median(at).toFixed(0)}`)
        .join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
if (over > 0) {
  console.log(`\n${over} line(s) over target.`);
  process.exitCode = 1;
}
