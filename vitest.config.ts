import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { emulateForcedColors } from './tests/support/forcedColors.ts';
import { screenshotMatching } from './tests/support/visualBaselines.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Six projects, all run by `npm test`:
 * - unit: pure logic and client modules in jsdom (tests/unit)
 * - server: the API in-process against PGlite, and PostgreSQL when DATABASE_URL is set (tests/server)
 * - storybook, storybook-dark: every story's play test, axe check and screenshot in Chromium, in each theme
 *   (stories/; baselines in tests/visual)
 * - tooling: the test machinery's own checks, such as the visual check against real story runs (tests/tooling)
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
          // A screen test waits for states through several rendered steps; Vitest's 5 s is passed on a loaded
          // two-core machine (measured while another suite ran), so it gets the story projects' margin.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          // A file's harness builds a PGlite database with every migration: past a minute on a loaded machine.
          hookTimeout: 180_000,
          // Each file builds its own app and database; PGlite instances are heavy, so keep files sequential.
          fileParallelism: false,
        },
      },
      ...(['light', 'dark'] as const).map((theme) => ({
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        define: {
          'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme),
          'import.meta.env.VISUAL_PROBE_CSS': JSON.stringify(process.env.VISUAL_PROBE_CSS ?? ''),
        },
        test: {
          name: theme === 'light' ? 'storybook' : 'storybook-dark',
          // A story's play and its picture wait for states; on a loaded two-core machine a first story (its
          // screen's code compiled cold, a search's 1 s pause, the picture held still) can pass Vitest's 15 s.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' as const }],
            expect: { toMatchScreenshot: screenshotMatching(theme) },
            // A story's test in forced colors (Windows High Contrast): `...inForcedColors` (.storybook/forcedColors.ts).
            commands: { emulateForcedColors },
          },
          globalSetup: ['tests/support/visualGlobalSetup.ts'],
          // vitest.forcedColors.ts before vitest.visual.ts: a forced-colors story's picture is taken before the
          // emulation ends.
          setupFiles: [
            '.storybook/vitest.setup.ts',
            '.storybook/vitest.forcedColors.ts',
            '.storybook/vitest.visual.ts',
          ],
        },
      })),
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/tooling/**/*.test.ts'],
          // A group of its own (Vitest runs groups one after another): its story runs have the machine, and the
          // stories' dependency cache, to themselves rather than racing the story projects.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits for a state, never a time: a second (Vitest's default) is too short for a page's first
          // answer on a loaded two-core machine, so it gets as long as Playwright's own waits.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
