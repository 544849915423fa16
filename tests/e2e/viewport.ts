import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The widths the small-screen checks run at: the narrowest phone the console supports, and a laptop. */
export const NARROW_PHONE = { width: 320, height: 640 } as const;
export const LAPTOP = { width: 1280, height: 900 } as const;

/**
 * Nothing on the page scrolls sideways: the document is no wider than the window, and no box that scrolls (the
 * shell's page area, the top navigation, a table frame) is wider than itself. Fails with the boxes that do.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const view = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${element.getAttribute('aria-label') ?? ''}`.trim();
    const scrollers = [...document.querySelectorAll('body *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${describe(element)}: ${element.scrollWidth}px in ${element.clientWidth}px`);
    return { document: view.scrollWidth, window: view.clientWidth, scrollers };
  });
  expect(found.document, 'document width').toBeLessThanOrEqual(found.window);
  expect(found.scrollers, 'boxes that scroll sideways').toEqual([]);
}

/**
 * The element (an open menu, popover, dialog or tooltip) lies wholly inside the window; of a list that scrolls in
 * its popover, the part the popover shows.
 */
export async function expectInsideViewport(page: Page, element: Locator): Promise<void> {
  await element.waitFor();
  // Overlays fade and slide in: measure once they have settled.
  await expect
    .poll(async () => {
      // What shows of it: a list taller than its popover scrolls inside it, and only the popover's box shows.
      const box = await element.evaluate((node) => {
        const rect = node.getBoundingClientRect();
        let { left, top, right, bottom } = rect;
        for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
          // Only a box that scrolls: what it shows of the rest can be scrolled to; what a box clips is lost.
          if (!/auto|scroll/.test(getComputedStyle(box).overflow)) continue;
          const clip = box.getBoundingClientRect();
          [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
          [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return { left, top, right, bottom };
      });
      const view = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      }));
      const outside = [
        box.left < 0 && `left edge ${box.left}`,
        box.top < 0 && `top edge ${box.top}`,
        box.right > view.width && `right edge ${box.right} past ${view.width}`,
        box.bottom > view.height && `bottom edge ${box.bottom} past ${view.height}`,
      ].filter(Boolean);
      return outside;
    })
    .toEqual([]);
}
