/**
 * Faults at the network boundary (issue 11): the API unreachable, a 500, a 5-second answer, and a storm of calls
 * that all get 401. Each is injected with Playwright's routing on the API's origin, on the accounts list and on a
 * form (the account overview). The console must show the spec's texts, never a blank screen, keep what the
 * person typed, and recover once the API is back.
 */
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { apiUrl, launch, newPage, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLOW_MS = 5000;

type Fault = 'unreachable' | '500' | 'slow';

/** Answers a call the way the fault says; a slow answer is the real one, 5 seconds late. */
async function inject(route: Route, fault: Fault): Promise<void> {
  if (fault === 'unreachable') return route.abort('connectionrefused');
  if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  return route.fallback();
}

const api = () => new URL(apiUrl());
const isApiCall = (url: URL) => url.origin === api().origin;
const isAccountList = (url: URL) => isApiCall(url) && url.pathname.replace(/\/$/, '') === '/account_admin';

const rows = (page: Page) => page.getByRole('table', { name: 'Accounts' }).getByRole('row');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name, email or phone' });
const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The page is never blank: the shell's navigation and the screen's heading stay. */
async function expectScreen(page: Page, heading: string | RegExp): Promise<void> {
  expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Accounts', exact: true }).first().isVisible()).toBe(true);
}

describe('accounts list under faults', () => {
  it.each<Fault>(['unreachable', '500'])(
    "shows 'ERROR :sad:' when the API is %s, keeps the search, and loads it by itself once the API is back",
    async (fault) => {
      const page = await signedInPage(browser);
      await openPage(page, '/app/accounts');
      await expect.poll(() => rows(page).count()).toBe(21);

      await page.route(isAccountList, (route) => inject(route, fault));
      await searchBox(page).fill('dental');
      await searchBox(page).press('Enter');
      // Two retries (1 s, then 2 s) before the list says it failed.
      const failed = page.getByRole('alert').filter({ hasText: 'ERROR :sad:' });
      await failed.waitFor({ timeout: 15_000 });
      await expectScreen(page, 'Accounts');
      expect(await searchBox(page).inputValue()).toBe('dental');
      expect(new URL(page.url()).searchParams.get('search')).toBe('dental');

      // The list asks again every 10 s while it has failed for want of an answer.
      await page.unroute(isAccountList);
      await failed.waitFor({ state: 'detached', timeout: 20_000 });
      // While the search's answer is on its way the rows of the list before it may show: wait for the answer.
      const searched = async () => {
        const texts = (await rows(page).allTextContents()).slice(1);
        return texts.length > 0 && texts.every((text) => /dental/i.test(text));
      };
      await expect.poll(searched, { timeout: 10_000 }).toBe(true);
      expect(await searchBox(page).inputValue()).toBe('dental');
    },
  );

  it('says a refused search is wrong at once, with the reason and Try again; a failing one is retried, saying so', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts');
    await expect.poll(() => rows(page).count()).toBe(21);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isAccountList(url)) asked.push(url.searchParams.get('search') ?? '');
    });

    // A refusal (4xx) shows at once: one call, no retries, the API's reason beside the spec's text.
    const long = 'a'.repeat(2000);
    await searchBox(page).fill(long);
    await searchBox(page).press('Enter');
    const failed = page.getByRole('alert').filter({ hasText: 'ERROR :sad:' });
    await failed.filter({ hasText: '200' }).waitFor();
    expect(asked.filter((search) => search === long)).toHaveLength(1);
    expect(await page.getByText('trying again').count()).toBe(0);

    // A 500 is retried, and the screen says so; once over, Try again asks again and the list is back.
    await page.route(isAccountList, (route) => inject(route, '500'));
    await searchBox(page).fill('dental');
    await searchBox(page).press('Enter');
    await page.getByRole('status').filter({ hasText: 'trying again' }).waitFor();
    await failed.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 15_000 });
    await page.unroute(isAccountList);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await rows(page).allTextContents()).slice(1).every((text) => /dental/i.test(text)))
      .toBe(true);
  });

  it('shows the loading indicator over a 5-second answer, then the results', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts');
    await expect.poll(() => rows(page).count()).toBe(21);

    await page.route(isAccountList, (route) => inject(route, 'slow'));
    const started = Date.now();
    await searchBox(page).fill('dental');
    await searchBox(page).press('Enter');
    await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor();
    await expectScreen(page, 'Accounts');
    expect(await searchBox(page).inputValue()).toBe('dental');
    await expect
      .poll(async () => (await rows(page).allTextContents()).slice(1).every((text) => /dental/i.test(text)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 100);
    await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor({ state: 'detached' });
    expect((await rows(page).allTextContents()).length).toBeGreaterThan(1);
    expect(await page.getByText('ERROR :sad:').count()).toBe(0);
  });

  it('says the session could not load while the whole API is unreachable, and starts when it is back', async () => {
    const page = await signedInPage(browser);
    await page.route(isApiCall, (route) => inject(route, 'unreachable'));
    await page.goto('/app/accounts');
    await page.getByRole('alert').filter({ hasText: 'We could not load your session.' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/app/accounts');

    await page.unroute(isApiCall);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(21);
  });
});

describe('account overview form under faults', () => {
  const isSave = (id: number) => (request: Request) =>
    request.method() === 'PATCH' && new URL(request.url()).pathname.replace(/\/$/, '') === `/account_admin/${id}`;

  /** Opens the overview of account `id` and types a new name and office phone; resolves with the saved name. */
  async function typeIntoOverview(page: Page, id: number): Promise<string> {
    await openPage(page, `/app/accounts/${id}/overview`);
    await field(page, 'Office phone').waitFor();
    const saved = await field(page, 'Name').inputValue();
    await field(page, 'Name').fill(`Clínica Fallo ${id}`);
    await field(page, 'Office phone').fill('(787) 555-0140');
    return saved;
  }

  async function expectSavedAfterReload(page: Page, id: number): Promise<void> {
    await page.reload();
    await field(page, 'Name').waitFor();
    expect(await field(page, 'Name').inputValue()).toBe(`Clínica Fallo ${id}`);
    expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0140');
  }

  // Spec 8: the form goes back to the saved values; what was typed is one press away, and leaving asks first.
  it.each<[Fault, number]>([
    ['unreachable', 40],
    ['500', 41],
  ])(
    "says 'There was an error saving changes.' when the save meets %s, shows the saved values, restores what was typed on request, and saves once the API is back",
    async (fault, id) => {
      const page = await signedInPage(browser);
      const saved = await typeIntoOverview(page, id);

      await page.route(isApiCall, (route) => (isSave(id)(route.request()) ? inject(route, fault) : route.fallback()));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'There was an error saving changes.').waitFor();
      await expectScreen(page, /.+/);
      const alert = page.getByRole('alert').filter({ hasText: 'Your changes were not saved.' });
      await alert.waitFor();
      expect(await field(page, 'Name').inputValue()).toBe(saved);
      await alert.getByRole('button', { name: 'Restore what you typed' }).click();
      expect(await field(page, 'Name').inputValue()).toBe(`Clínica Fallo ${id}`);
      expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0140');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

      await page.unroute(isApiCall);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Changes saved successfully.').waitFor();
      await expectSavedAfterReload(page, id);
    },
  );

  it('keeps the form while a save takes 5 seconds, then says it saved', async () => {
    const id = 42;
    const page = await signedInPage(browser);
    await openPage(page, `/app/accounts/${id}/overview`);
    await field(page, 'Office phone').waitFor();
    await field(page, 'Office phone').fill('(787) 555-0142');

    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.route(isApiCall, (route) => (isSave(id)(route.request()) ? inject(route, 'slow') : route.fallback()));
    const started = Date.now();
    const sent = page.waitForRequest((request) => isSave(id)(request));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The save is on its way and held: the form says so, and nothing of it is gone.
    await sent;
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    await expectScreen(page, name);
    expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0142');
    await toast(page, 'Changes saved successfully.').waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 100);
    expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0142');
  });
});

describe('a storm of 401s', () => {
  /** A page with a session of its own: the storm rotates its refresh token, which no other test may reuse. */
  async function freshlySignedInPage(): Promise<Page> {
    const response = await fetch(`${apiUrl()}/api/admin_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    });
    expect(response.ok).toBe(true);
    const session = JSON.stringify({ ...(await response.json()), expiresIn: Date.now() + 15 * 60_000 });
    const page = await newPage(browser);
    await page.context().addInitScript((value) => localStorage.setItem('rescue-console.auth', value), session);
    return page;
  }

  /**
   * From now on the API refuses the page's current access token (as when it has expired): every call with it gets
   * 401, calls with any other token pass. Records what was refused, what was replayed and the refresh calls.
   */
  async function refuseCurrentToken(page: Page) {
    const stale = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('rescue-console.auth') ?? 'null') as { access: string }).access,
    );
    const calls = { refused: [] as string[], replayed: [] as string[], refreshes: 0 };
    await page.route(isApiCall, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const call = `${request.method()} ${url.pathname}${url.search}`;
      if (url.pathname === '/api/token/refresh') {
        calls.refreshes += 1;
        return route.fallback();
      }
      const authorization = await request.headerValue('authorization');
      if (authorization === `Bearer ${stale}`) {
        calls.refused.push(call);
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }),
        });
      }
      if (authorization) calls.replayed.push(call);
      return route.fallback();
    });
    return calls;
  }

  /**
   * Asks for the accounts of these ids at once (after pressing the button named `pressFirst`, if any) through the
   * console's own API client (the instance the screen uses, found among the page's loaded modules); resolves with
   * what each answered.
   */
  async function parallelCalls(page: Page, ids: number[], pressFirst?: string) {
    // An import() written in the function below would be rewritten by Vitest's transform; as text it stays the page's.
    await page.evaluate('globalThis.__e2eImport = (url) => import(url)');
    return page.evaluate(
      async ({ ids, pressFirst }) => {
        const load = (globalThis as unknown as { __e2eImport: (url: string) => Promise<Record<string, unknown>> })
          .__e2eImport;
        type Client = {
          call: (key: string, options: { params: { id: number } }) => Promise<{ id?: number }>;
          startPeriodicRefresh: unknown;
        };
        const modules = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/_astro\/[^/]+\.js$/.test(name));
        const clients = new Set<Client>();
        for (const url of modules) {
          const exports = await load(url);
          for (const value of Object.values(exports)) {
            const candidate = value as Partial<Client> | null;
            if (typeof candidate?.call === 'function' && typeof candidate.startPeriodicRefresh === 'function')
              clients.add(candidate as Client);
          }
        }
        if (clients.size !== 1) throw new Error(`expected the console's one API client, found ${clients.size}`);
        const [client] = [...clients];
        if (pressFirst)
          [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === pressFirst)?.click();
        const answers = await Promise.allSettled(
          ids.map((id) => client!.call('GET /account_admin/:id', { params: { id } })),
        );
        return answers.map((answer) => (answer.status === 'fulfilled' ? (answer.value.id ?? 'ok') : 'failed'));
      },
      { ids, pressFirst },
    );
  }

  it('refreshes once for twenty parallel calls that get 401 and replays every one (accounts list)', async () => {
    const page = await freshlySignedInPage();
    await openPage(page, '/app/accounts');
    await expect.poll(() => rows(page).count()).toBe(21);

    const calls = await refuseCurrentToken(page);
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const paths = ids.map((id) => `/account_admin/${id}`);
    const answers = await parallelCalls(page, ids);

    expect(answers).toEqual(paths.map((_, i) => i + 1));
    expect(calls.refreshes).toBe(1);
    expect(calls.refused.sort()).toEqual(paths.map((path) => `GET ${path}`).sort());
    expect(calls.replayed.filter((call) => calls.refused.includes(call)).sort()).toEqual(calls.refused);
    // Still signed in and working: a search goes through with the new token.
    await searchBox(page).fill('dental');
    await searchBox(page).press('Enter');
    await page.getByText(/^Filter Results \(\d+\)$/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/accounts');
    expect(calls.refreshes).toBe(1);
  });

  it('refreshes once when a save goes with nineteen other calls into a 401 storm, and saves what was typed', async () => {
    const id = 43;
    const page = await freshlySignedInPage();
    await openPage(page, `/app/accounts/${id}/overview`);
    await field(page, 'Office phone').waitFor();
    await field(page, 'Office phone').fill('(787) 555-0143');

    const calls = await refuseCurrentToken(page);
    const ids = Array.from({ length: 19 }, (_, i) => i + 1);
    const paths = ids.map((id) => `/account_admin/${id}`);
    expect(await parallelCalls(page, ids, 'Save')).toEqual(ids);
    await toast(page, 'Changes saved successfully.').waitFor();

    expect(calls.refreshes).toBe(1);
    const gets = paths.map((path) => `GET ${path}`).sort();
    const save = `PATCH /account_admin/${id}`;
    // The save either went out with the old token and was replayed, or waited for the refresh that was under way.
    expect(calls.refused.filter((call) => call !== save).sort()).toEqual(gets);
    expect(calls.replayed.filter((call) => calls.refused.includes(call)).sort()).toEqual([...calls.refused].sort());
    expect(calls.replayed).toContain(save);
    expect(await field(page, 'Office phone').inputValue()).toBe('(787) 555-0143');
  });
});
