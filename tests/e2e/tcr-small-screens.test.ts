/**
 * The TCR pages on the narrowest phone (320px) and on a laptop (issue 17, small screens): nothing scrolls
 * sideways, and every menu, popover, dialog and tooltip they open lies inside the window. On a phone the TCR
 * navigation is a row of icons above the page, each named in a tooltip.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ApiPage } from '../../src/shared/accounts.ts';
import type { CampaignDetail } from '../../src/shared/campaignManagement.ts';
import type { LegalEntity } from '../../src/shared/legalEntities.ts';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';
import { expectInsideViewport, expectNoSidewaysScroll, LAPTOP, NARROW_PHONE } from './viewport.ts';

/** A common phone. */
const PHONE = { width: 390, height: 844 } as const;
/** The TCR navigation's links, in order. */
const TCR_SECTIONS = ['Dashboard', 'Phones', 'Legal Entities', 'Campaign Details', 'Manual Scaling'];

let browser: Browser;
let detail: CampaignDetail;
let entity: LegalEntity;
beforeAll(async () => {
  browser = await launch();
  const details = (await (
    await apiAsDemo('/campaign_management/campaign_details?page=1')
  ).json()) as ApiPage<CampaignDetail>;
  // One whose message flow is cut in the list (a preview with a tooltip).
  detail = details.results.find((d) => d.tcr_message_flow.length > 100)!;
  const entities = (await (await apiAsDemo('/legal_entities?page=1')).json()) as ApiPage<LegalEntity>;
  entity = entities.results[0]!;
});
afterAll(async () => {
  await browser?.close();
});

/** An overlay of the page: a dialog, an alert dialog, a menu, a listbox or a tooltip. */
const overlay = (page: Page, role: 'dialog' | 'alertdialog' | 'menu' | 'listbox' | 'tooltip', name?: string) =>
  page.getByRole(role, name === undefined ? {} : { name });

/** Opens `trigger` with the keyboard, checks `opened` lies inside the window, and closes it with Escape. */
async function checkOverlay(page: Page, trigger: Locator, opened: Locator, open = 'Enter') {
  await trigger.focus();
  await page.keyboard.press(open);
  await expectInsideViewport(page, opened);
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('TCR pages at 320px', () => {
  it('scroll no page sideways: the lists as cards, campaign details with its Remove buttons, and the forms', async () => {
    const page = await signedInPage(browser, NARROW_PHONE);
    const pages: Array<[string, string | RegExp, () => Promise<void>]> = [
      [
        '/app/tcr/campaign_details',
        'Campaign details',
        () =>
          page
            .getByRole('list', { name: 'Campaign details' })
            .getByRole('button', { name: /^Remove / })
            .first()
            .waitFor(),
      ],
      [
        `/app/tcr/campaign_details/${detail.id}`,
        detail.name,
        () => page.getByRole('button', { name: 'Save' }).waitFor(),
      ],
      [
        '/app/tcr/campaign_details/create',
        'Create campaign details',
        () => page.getByRole('textbox', { name: 'Name' }).waitFor(),
      ],
      [
        '/app/tcr/phones',
        'Phones',
        () => page.getByRole('list', { name: 'Phones' }).getByRole('listitem').first().waitFor(),
      ],
      [
        '/app/tcr/legal_entities',
        'Legal entities',
        () => page.getByRole('list', { name: 'Legal entities' }).getByRole('listitem').first().waitFor(),
      ],
      [
        `/app/tcr/legal_entities/${entity.id}`,
        entity.name,
        () => page.getByRole('heading', { name: 'TCR brand' }).waitFor(),
      ],
      [
        '/app/tcr/scaling',
        'Manual scaling',
        () => page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').first().waitFor(),
      ],
    ];
    for (const [path, name, loaded] of pages) {
      await openPage(page, path);
      await heading(page, name);
      await loaded();
      await expectNoSidewaysScroll(page);
    }
  });
});

describe.each([
  ['320px', NARROW_PHONE],
  ['1280px', LAPTOP],
])('TCR overlays at %s', (_width, viewport) => {
  it('keeps the user menu, a preview tooltip and the remove dialog of campaign details inside the window', async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, '/app/tcr/campaign_details');
    await heading(page, 'Campaign details');
    const remove = page.getByRole('button', { name: `Remove ${detail.name}` });
    await remove.waitFor();

    await checkOverlay(page, page.getByRole('button', { name: /^Account menu for / }), overlay(page, 'menu'));
    // The preview's whole text shows in a tooltip on keyboard focus.
    const preview = page.getByRole('button', { name: detail.tcr_message_flow.trim() }).first();
    await preview.focus();
    await expectInsideViewport(page, overlay(page, 'tooltip'));
    await page.keyboard.press('Escape');
    // With accounts, a dialog says it cannot be removed; without, a confirmation asks: either stays on screen.
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await expectInsideViewport(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the phones filters, the Actions menu and the assign dialog inside the window', async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, '/app/tcr/phones');
    await heading(page, 'Phones');
    const select = page.getByRole('checkbox', { name: /^Select \(/ }).first();
    await select.waitFor();

    await checkOverlay(page, page.getByRole('button', { name: /Campaign/ }).first(), overlay(page, 'listbox'));
    await page.getByRole('combobox', { name: 'Account' }).fill('Dental');
    await expectInsideViewport(page, overlay(page, 'listbox'));
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Account' }).fill('');

    // The checkbox itself is a visually hidden input inside the box's label.
    await select.locator('xpath=ancestor::label[1]').click();
    await checkOverlay(page, page.getByRole('button', { name: 'Actions' }), overlay(page, 'menu'));
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign campaign' }).click();
    const dialog = overlay(page, 'dialog', 'Select a campaign');
    await expectInsideViewport(page, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("keeps a legal entity's pickers inside the window", async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, `/app/tcr/legal_entities/${entity.id}`);
    await heading(page, entity.name);
    await checkOverlay(page, page.getByRole('button', { name: /Company type/ }), overlay(page, 'listbox'));
    await checkOverlay(page, page.getByRole('button', { name: /Vertical type/ }), overlay(page, 'listbox'));
  });

  it('keeps the scale dialog and its use case list inside the window', async () => {
    const page = await signedInPage(browser, viewport);
    await openPage(page, '/app/tcr/scaling');
    await heading(page, 'Manual scaling');
    const scale = page.getByRole('button', { name: /^Scale /, disabled: false }).first();
    await scale.focus();
    await page.keyboard.press('Enter');
    const dialog = overlay(page, 'dialog', 'Scale account');
    await expectInsideViewport(page, dialog);
    const useCase = dialog.getByRole('button', { name: /Use case/ });
    await useCase.focus();
    await page.keyboard.press('Enter');
    await expectInsideViewport(page, overlay(page, 'listbox'));
    await page.keyboard.press('Escape');
    await overlay(page, 'listbox').waitFor({ state: 'detached' });
    await expectInsideViewport(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('TCR navigation on a 390px phone', () => {
  it('is one row of icons above the page, taking none of its width', async () => {
    const page = await signedInPage(browser, PHONE);
    await openPage(page, '/app/tcr/phones');
    await heading(page, 'Phones');
    const nav = (await page.getByRole('navigation', { name: 'TCR' }).boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1, name: 'Phones' }).boundingBox())!;
    expect(nav.height).toBeLessThanOrEqual(64);
    // The page starts under the bar, at its left edge: the width is the page's.
    expect(title.y).toBeGreaterThanOrEqual(nav.y + nav.height);
    expect(title.x).toBeLessThanOrEqual(nav.x + 1);
    const links = page.getByRole('navigation', { name: 'TCR' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(TCR_SECTIONS);
    const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await expectNoSidewaysScroll(page);
  });

  it('names each icon in a tooltip on keyboard focus (Escape hides it) and on hover', async () => {
    const page = await signedInPage(browser, PHONE);
    await openPage(page, '/app/tcr/legal_entities');
    await heading(page, 'Legal entities');
    const nav = page.getByRole('navigation', { name: 'TCR' });
    // From the profile menu, the last stop of the header, Tab walks the icons.
    await page.getByRole('button', { name: /^Account menu for / }).focus();
    for (const label of TCR_SECTIONS) {
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(label);
      await expectInsideViewport(page, page.getByRole('tooltip', { name: label }));
    }
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(
      await nav.getByRole('link', { name: 'Manual Scaling' }).evaluate((link) => link === document.activeElement),
    ).toBe(true);

    // The pointer: once it has pressed something on the page, resting on an icon names it too.
    await page.getByRole('heading', { level: 1, name: 'Legal entities' }).click();
    await nav.getByRole('link', { name: 'Campaign Details' }).hover();
    await expectInsideViewport(page, page.getByRole('tooltip', { name: 'Campaign Details' }));
  });
});
