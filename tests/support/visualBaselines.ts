/**
 * The rules of the stories' visual check, shared by the Vitest config, its global setup, the baseline recorder
 * and the check's own tests: where baselines live, which Chromium they belong to, and how close a picture must be.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASELINES_DIR = path.join(ROOT, 'tests/visual');
/** Written by `npm run test:visual:update`: the full build of the Chromium that recorded the baselines. */
export const RECORDED_WITH_FILE = path.join(BASELINES_DIR, 'chromium-version.txt');

/** The full build of a Chromium binary, e.g. "156.0.8078.108" (Debian's wrapper prints more around it). */
export function chromiumBuild(executablePath = chromiumLaunchOptions.executablePath): string {
  const { stdout } = spawnSync(executablePath, ['--version'], { encoding: 'utf8' });
  const build = /Chromium (\d+(?:\.\d+){3})/.exec(stdout ?? '')?.[1];
  if (!build) throw new Error(`Could not read the version of ${executablePath} (is Debian's chromium installed?).`);
  return build;
}

export function recordedBuild(): string | undefined {
  try {
    return readFileSync(RECORDED_WITH_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const major = (build: string) => build.split('.')[0];

/**
 * Whether this run's pictures can be compared with the baselines. Builds of one Chromium major share Skia and
 * the text stack, and their small differences are what the comparator's tolerance absorbs; a new major may lay
 * out or rasterize text differently across the board, so its pictures are not compared (the play tests and axe
 * still run) until the baselines are recorded again.
 */
export function baselineVerdict(
  recorded: string | undefined,
  running: string,
): { compare: true } | { compare: false; reason: string } {
  if (recorded && major(recorded) === major(running)) return { compare: true };
  return {
    compare: false,
    reason:
      `The visual baselines were recorded with Chromium ${recorded ?? '(unknown)'}; this is Chromium ${running}, ` +
      `another major version. Screenshots are not compared this run (play tests and axe checks still run). ` +
      'Run `npm run test:visual:update`, review the changed pictures, and commit them.',
  };
}

/**
 * How close a story's picture must be to its baseline (pixelmatch, in YIQ colour space):
 * - a pixel counts as changed past a 2% colour difference (a pale tint swapped on a 28px avatar is about 2%);
 * - anti-aliased pixels are not counted (pixelmatch's own detection: an edge pixel whose neighbours explain its
 *   colour), which is where builds of one Chromium differ: glyph edges, hinting, curve coverage;
 * - a story fails when more than 16 pixels changed, however large its picture: builds of Chromium 156 differed by
 *   at most 2 such pixels, while two digits more in a field change 64, a token colour or a spacing step thousands
 *   (tests/tooling proves both sides). A share of the picture would not do: 0.05% of a screen is 600 pixels, and
 *   a changed word fits in that.
 */
export const COMPARATOR_OPTIONS = { threshold: 0.02, includeAA: false, allowedMismatchedPixels: 16 };

/** Vitest's `browser.expect.toMatchScreenshot` for one theme's story project. */
export function screenshotMatching(theme: string) {
  return {
    comparatorName: 'pixelmatch' as const,
    // A stable picture is two equal screenshots in a row; on a loaded machine one can take seconds.
    timeout: 20_000,
    comparatorOptions: COMPARATOR_OPTIONS,
    screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
    resolveScreenshotPath: ({ testFileName, testName, ext }: { testFileName: string; testName: string; ext: string }) =>
      path.join(BASELINES_DIR, theme, testFileName.replace(/\.stories\.tsx$/, ''), `${testName}${ext}`),
  };
}
