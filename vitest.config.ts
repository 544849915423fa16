import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story's screenshot (taken in .storybook/vitest.visual.ts) against its baseline in
 * tests/visual/<theme>/<stories file>/<story>.png. Animations are stopped for the picture. The same Chromium on
 * the same fonts renders identically, so the check is strict: a pixel counts as changed past a 2% colour
 * difference, and a story fails when more than 0.05% of its pixels change (a pale tint swapped on a 28px avatar
 * is about 2%).
 */
function visualBaselines(theme: string) {
  return {
    comparatorName: 'pixelmatch' as const,
    // A stable picture is two equal screenshots in a row; on a loaded machine one can take seconds.
    timeout: 20_000,
    comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.0005 },
    screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
    resolveScreenshotPath: ({ testFileName, testName, ext }: { testFileName: string; testName: string; ext: string }) =>
      path.join(dirname, 'tests/visual', theme, testFileName.replace(/\.stories\.tsx$/, ''), `${testName}${ext}`),
  };
}

/**
 * Four projects, all run by `npm test`:
 * - unit: pure logic and client modules in jsdom (tests/unit)
 * - server: the API in-process against PGlite, and PostgreSQL when DATABASE_URL is set (tests/server)
 * - storybook, storybook-dark: every story's play test, axe check and screenshot in Chromium, in each theme
 *   (stories/; baselines in tests/visual)
 * - e2e: the started console and API driven in Chromium (tests/e2e)
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app and database; PGlite instances are heavy, so keep files sequential.
          fileParallelism: false,
        },
      },
      ...(['light', 'dark'] as const).map((theme) => ({
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        define: {
          'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme),
        },
        test: {
          name: theme === 'light' ? 'storybook' : 'storybook-dark',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' as const }],
            expect: { toMatchScreenshot: visualBaselines(theme) },
          },
          setupFiles: ['.storybook/vitest.setup.ts', '.storybook/vitest.visual.ts'],
        },
      })),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
