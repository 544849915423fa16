/**
 * The story tests' browser command `emulateForcedColors(active)` (vitest.config.ts): Chromium emulates
 * `forced-colors: active` for the test page and repaints it in its forced palette, as Windows High Contrast does.
 * The story side is `.storybook/forcedColors.ts`.
 */
import type { BrowserCommand } from 'vitest/node';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (active: boolean) => Promise<void>;
  }
}

export const emulateForcedColors: BrowserCommand<[active: boolean]> = async ({ page }, active) => {
  await page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
};
