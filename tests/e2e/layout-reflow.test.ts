/**
 * The signed-in layout (the AppShell) as the WCAG 2.2 AA audit checked it: at 400 % zoom the header scrolls away
 * so the page gets the viewport (1.4.10), and no keyboard focus lands behind it (2.4.11); on a laptop the document
 * never scrolls, only the page under the header does, whatever the page holds out of sight; in forced colors the
 * current section's link still stands out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** 1280×1024 at 400 % zoom: the 320×256 CSS px of WCAG 1.4.10 (Reflow). */
const ZOOM_400 = { width: 320, height: 256 } as const;
/** A laptop's window. */
const LAPTOP_800 = { width: 1280, height: 800 } as const;

/** An account no other test edits: these tests type into it and never save. */
const ACCOUNT = 31;
const REMINDER = '**Friendly reminder to save changes.';

/** The signed-in screens checked, each with what shows once it has loaded. */
const SCREENS: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['the accounts list', '/app/accounts', (page) => page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor()],
  [
    'an account overview',
    `/app/accounts/${ACCOUNT}/overview`,
    (page) => page.getByRole('textbox', { name: 'Office phone', exact: true }).waitFor(),
  ],
];

/** How many px of the viewport's height the header covers now, and the viewport's height. */
const headerShare = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return { covered: Math.max(0, Math.min(header.bottom, innerHeight) - Math.max(header.top, 0)), view: innerHeight };
  });

/**
 * Where keyboard focus is: its name, whether its centre is inside the viewport, and whether the header is what lies
 * on top there (the focus hidden behind it) while the focused control is not the header's own.
 */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const header = document.querySelector('header')!;
    const box = focused.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const onTop = inView ? document.elementFromPoint(x, y) : null;
    return {
      name: `${focused.tagName.toLowerCase()} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? ''}`,
      inView,
      underHeader: !header.contains(focused) && !!onTop && header.contains(onTop),
    };
  });

describe('at 400 % zoom (320×256)', () => {
  it.each(SCREENS)(
    '%s scrolls its header away: the page gets the viewport once scrolled',
    async (_name, path, loaded) => {
      const page = await signedInPage(browser, ZOOM_400);
      await openPage(page, path);
      await loaded(page);
      // The header is tall here (brand, profile and two rows of links): at the top it takes much of the viewport.
      expect((await headerShare(page)).covered).toBeGreaterThan(ZOOM_400.height / 3);

      // A wheel over the page scrolls it, and the header goes with it.
      await page.mouse.move(ZOOM_400.width / 2, ZOOM_400.height - 20);
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await headerShare(page)).covered).toBeLessThanOrEqual(ZOOM_400.height * 0.1);
      // The document is not what scrolled: the page's area did, and it holds the viewport.
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(ZOOM_400.height);
      const main = await page.getByRole('main').boundingBox();
      expect(main!.y).toBeLessThanOrEqual(0);
      expect(main!.y + main!.height).toBeGreaterThanOrEqual(ZOOM_400.height);
      await page.close();
    },
  );

  it.each(SCREENS)(
    '%s: no keyboard focus is hidden behind the header, on the way down or back up',
    async (_n, path, loaded) => {
      const page = await signedInPage(browser, ZOOM_400);
      await openPage(page, path);
      await loaded(page);
      const hidden: string[] = [];
      const check = async (key: string) => {
        await page.keyboard.press(key);
        const focus = await focusShown(page);
        // Back before the first stop: the document has focus, no control.
        if (focus.name.startsWith('body')) return;
        if (!focus.inView || focus.underHeader) hidden.push(`${key} to ${focus.name}: ${JSON.stringify(focus)}`);
      };
      // Past the skip link, the header's links and the profile menu, into the page, and back up to the header.
      for (let stop = 0; stop < 16; stop += 1) await check('Tab');
      for (let stop = 0; stop < 16; stop += 1) await check('Shift+Tab');
      expect(hidden).toEqual([]);
      await page.close();
    },
  );

  it('a field focused deep in the overview shows whole with the header scrolled away', async () => {
    const page = await signedInPage(browser, ZOOM_400);
    await openPage(page, `/app/accounts/${ACCOUNT}/overview`);
    const field = page.getByRole('textbox', { name: 'Stripe customer id', exact: true });
    await field.focus();
    const focus = await focusShown(page);
    expect(focus.inView && !focus.underHeader).toBe(true);
    const box = (await field.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(ZOOM_400.height);
    expect((await headerShare(page)).covered).toBe(0);
    await page.close();
  });
});

describe('on a laptop (1280×800)', () => {
  /** The document's own scrolling: none, however far the page under the header scrolls. */
  const documentScroll = (page: Page) =>
    page.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, view: innerHeight, top: scrollY }));

  it("the account overview's document does not scroll, with or without unsaved changes; the header stays", async () => {
    const page = await signedInPage(browser, LAPTOP_800);
    await openPage(page, `/app/accounts/${ACCOUNT}/overview`);
    const phone = page.getByRole('textbox', { name: 'Office phone', exact: true });
    await phone.waitFor();
    const before = await documentScroll(page);
    expect(before.height).toBeLessThanOrEqual(before.view);

    // Unsaved changes: the status says so where it always has, just above Save, inside the scrolling page.
    await phone.fill('(787) 555-0142');
    const status = page.getByRole('status', { name: 'Unsaved changes' });
    await status.getByText(REMINDER).waitFor();
    const after = await documentScroll(page);
    expect(after.height).toBeLessThanOrEqual(after.view);
    await page.getByRole('button', { name: 'Save', exact: true }).scrollIntoViewIfNeeded();
    const [statusBox, saveBox] = [
      (await status.boundingBox())!,
      (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!,
    ];
    expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(saveBox.y);
    expect(saveBox.y - (statusBox.y + statusBox.height)).toBeLessThan(24);
    expect(await status.evaluate((node) => node.closest('main') !== null)).toBe(true);

    // A long wheel over the page scrolls the page to its end, and the top bar never slides away.
    await page.mouse.move(640, 600);
    for (let turn = 0; turn < 5; turn += 1) await page.mouse.wheel(0, 2000);
    await expect
      .poll(async () => (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!.y)
      .toBeLessThan(LAPTOP_800.height);
    expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
    expect((await documentScroll(page)).top).toBe(0);
    await page.close();
  });

  it.each([
    ['the accounts list', '/app/accounts', 'Accounts'],
    ['the call rescue monitor', '/app/call_rescue_monitor', 'Call rescue monitor'],
    ['the TCR phones', '/app/tcr/phones', 'Phones'],
    ['the user profile', '/app/user_profile', 'Update user'],
  ] as const)('%s: the document does not scroll', async (_name, path, heading) => {
    const page = await signedInPage(browser, LAPTOP_800);
    await openPage(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const { height, view } = await documentScroll(page);
    expect(height).toBeLessThanOrEqual(view);
    await page.close();
  });
});

describe('in forced colors', () => {
  it('marks the current section in the header otherwise than by colour: framed and underlined', async () => {
    const page = await signedInPage(browser, LAPTOP_800);
    await page.emulateMedia({ forcedColors: 'active' });
    await openPage(page, '/app/accounts');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.getByRole('link', { name: 'Accounts' });
    await current.waitFor();
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

    // What forced colors leave alone: the lines of a border and of an underline (colours become system colours).
    const marks = (link: ReturnType<Page['getByRole']>) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          framed: style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 2,
          underlined: style.textDecorationLine.includes('underline'),
        };
      });
    expect(await marks(current)).toEqual({ framed: true, underlined: true });
    for (const other of ['Call rescue monitor', 'Registration', 'TCR']) {
      expect(await marks(nav.getByRole('link', { name: other }))).toEqual({ framed: false, underlined: false });
    }
    await page.close();
  });
});
