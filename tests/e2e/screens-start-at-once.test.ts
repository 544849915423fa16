import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Scripts: whatever code a page loads after it has settled is code loaded on intent, whichever chunks it lands in.
const SCRIPTS = '**/_astro/*.js';

/** Holds every request matching `pattern` until `release()`: what the page asks meanwhile did not wait for it. */
async function holdBack(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The paths the page has asked for (API calls and scripts), in the order it asked. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Records whether the tab panel ever shows its loading placeholder (the skeleton named 'Loading'). */
async function watchTabPlaceholder(page: Page): Promise<() => Promise<boolean>> {
  type Watched = Window & { placeholderShown?: boolean };
  await page.evaluate(() => {
    const check = () => {
      if (document.querySelector('[role="tabpanel"] [aria-label="Loading"]'))
        (window as Watched).placeholderShown = true;
    };
    (window as Watched).placeholderShown = false;
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as Watched).placeholderShown === true);
}

const CURRENT_USER = '**/users/current_user';

describe('what a screen needs is asked at once', () => {
  it('asks for the account, its lookups and the first tab’s code beside the connected user, not after it', async () => {
    const page = await signedInPage(browser);
    const asked = requestsOf(page);
    const user = await holdBack(page, CURRENT_USER);
    await page.goto('/app/accounts/3/overview');

    // The connected user has not answered, and the rest of the screen is already on its way.
    await expect.poll(() => asked.some((p) => /\/account_admin\/3\/?$/.test(p)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => asked.some((p) => /\/industry\/?$/.test(p))).toBe(true);
    expect(user.held()).toBe(1);

    // Once it answers, the overview shows with nothing more to fetch: its code came with the page.
    const before = asked.length;
    await user.release();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).not.toBe('');
    expect(asked.slice(before).filter((p) => !/\/users\/current_user\/?$/.test(p))).toEqual([]);
    await page.close();
  });

  it('asks for the accounts list beside the connected user', async () => {
    const page = await signedInPage(browser);
    const asked = requestsOf(page);
    const user = await holdBack(page, CURRENT_USER);
    await page.goto('/app/accounts');

    await expect.poll(() => asked.some((p) => /\/account_admin\/?$/.test(p)), { timeout: 15_000 }).toBe(true);
    expect(user.held()).toBe(1);

    await user.release();
    await page.getByRole('table', { name: 'Accounts' }).getByRole('link').first().waitFor();
    await page.close();
  });
});

describe('code loaded on intent shows without a fallback', () => {
  it('opens a tab pointed at first with no loading placeholder', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/3/overview');
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    const placeholderShown = await watchTabPlaceholder(page);

    const features = page.getByRole('tab', { name: 'Features' });
    await features.hover();
    await page.waitForLoadState('networkidle');
    await features.click();
    await page.getByRole('switch', { name: 'Bilingual enabled' }).waitFor();
    expect(await placeholderShown()).toBe(false);
    await page.close();
  });

  it('keeps the previous tab on screen while the next tab’s code is still loading, then shows it', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts/3/overview');
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    const placeholderShown = await watchTabPlaceholder(page);
    await page.waitForLoadState('networkidle');
    const code = await holdBack(page, SCRIPTS);

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL('**/app/accounts/3/users');
    await expect.poll(() => code.held()).toBeGreaterThan(0);
    // The tab is chosen at once; the overview stays until the users' code is there.
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('form', { name: 'Account overview' }).isVisible()).toBe(true);

    await code.release();
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    expect(await page.getByRole('form', { name: 'Account overview' }).count()).toBe(0);
    expect(await placeholderShown()).toBe(false);
    await page.close();
  });

  it('opens a menu pressed before its code has arrived as soon as it arrives', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts');
    await page.getByRole('table', { name: 'Accounts' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const code = await holdBack(page, SCRIPTS);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => code.held()).toBeGreaterThan(0);
    expect(await page.getByRole('menu').count()).toBe(0);

    await code.release();
    await page.getByRole('menuitem', { name: 'Has Scheduling Enabled' }).waitFor();
    await page.close();
  });
});

describe('lists render one layout', () => {
  it('renders the table alone on a wide window and the cards alone on a narrow one', async () => {
    for (const [viewport, shown, absent] of [
      [{ width: 1280, height: 900 }, 'table', 'list'],
      [{ width: 390, height: 800 }, 'list', 'table'],
    ] as const) {
      const page = await signedInPage(browser, viewport);
      await openPage(page, '/app/accounts');
      await page.getByRole(shown, { name: 'Accounts' }).getByRole('link').first().waitFor();
      expect(await page.getByRole(absent, { name: 'Accounts', includeHidden: true }).count()).toBe(0);
      await page.close();
    }
  });
});
