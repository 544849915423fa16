import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAsDemo, launch, openPage, signedInPage, createEndUserAndAddress } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();

/**
 * The enabled buttons (and links) on screen whose centre is not the control itself: what a click there would hit
 * instead. On screen means the centre lies inside the viewport and inside every box that clips the control.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const onScreen = (element: Element, x: number, y: number) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      for (let box = element.parentElement; box; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const r = box.getBoundingClientRect();
        if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) return false;
      }
      return true;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'button:not(:disabled), [role="button"]:not([aria-disabled="true"]), a[href]',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (control.closest('[data-sonner-toaster]')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      if (!onScreen(control, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !control.contains(hit)) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        covered.push(`${name} (under ${hit?.closest('[data-sonner-toast]') ? 'a toast' : hit?.tagName})`);
      }
    }
    return covered;
  });
}

/** An account of the demo data without a messaging configuration: its registration chain can be walked. */
async function accountWithoutMessaging(): Promise<number> {
  const list = (await (await apiAsDemo('/account_admin?page=5')).json()) as { results: { id: number }[] };
  for (const { id } of list.results) {
    const account = (await (await apiAsDemo(`/account_admin/${id}`)).json()) as { twilio_configuration: unknown };
    if (!account.twilio_configuration) return id;
  }
  throw new Error('No demo account without a messaging configuration on page 5');
}

describe.each([
  ['1280', WIDE],
  ['390', PHONE],
])('toasts at %s px wide', (_, viewport) => {
  it('leave Back and Save clear on Update user', async () => {
    const page = await signedInPage(browser, viewport);
    // The page sees demo without an account and its save is answered here: the toast is what this test needs, and
    // demo's profile stays as tests/e2e/update-user.test.ts expects it, whichever file runs first (and whatever it
    // saved when it ran before this one).
    const demo = { ...(await (await apiAsDemo('/users/current_user')).json()), account: null };
    await page.route('**/users/*', (route) =>
      ['GET', 'PATCH'].includes(route.request().method()) ? route.fulfill({ json: demo }) : route.fallback(),
    );
    await openPage(page, '/app/user_profile');
    await page.getByRole('form', { name: 'Update user' }).getByText('demo', { exact: true }).waitFor();
    // The profile needs an account to be saved.
    await page.getByRole('combobox', { name: 'Account' }).fill('Centro Pediátrico');
    await page.getByRole('option', { name: 'Centro Pediátrico Metro' }).click();
    // One's own account is confirmed with the current password (the answer is this test's own).
    await page.getByLabel('Current password').fill('any password');
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.fill(`Staff ${viewport.width}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User was saved successfully.').waitFor();
    expect(await coveredControls(page)).toEqual([]);
    // A real pointer on Back reaches Back (Playwright checks what receives the click).
    await page.getByRole('link', { name: 'Back' }).click({ trial: true });
  });

  it("leave the overview's Save and every other control clear", async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, '/app/accounts/13/overview');
    const phone = page.getByRole('textbox', { name: 'Office phone' });
    await phone.waitFor();
    await phone.fill(viewport.width === WIDE.width ? '(787) 555-0131' : '(787) 555-0132');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Changes saved successfully.').waitFor();
    expect(await coveredControls(page)).toEqual([]);
  });

  it("leave the messaging tab's next step clear", async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, `/app/accounts/${await accountWithoutMessaging()}/twilio_configuration`);
    await page.getByRole('button', { name: 'Create Twilio sub-account' }).click();
    await toast(page, 'Changes saved successfully.').waitFor();
    await page.getByRole('button', { name: 'Create starter profile' }).click();
    await createEndUserAndAddress(page, { city: 'San Juan', zipcode: '00901' });
    await page.getByRole('button', { name: 'Create A2P profile' }).waitFor();
    await toast(page, 'Changes saved successfully.').waitFor();
    expect(await coveredControls(page)).toEqual([]);
  });
});
