/**
 * `npm run test:visual:update [stories files...]`: records the visual baselines on purpose, after a change of
 * look was reviewed. With no arguments it rebuilds tests/visual from scratch (so a renamed or deleted story leaves
 * no stale picture behind); with story files it records only theirs. Review the new PNGs in the diff before
 * committing them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { ROOT } from './lib/stack.ts';

const files = process.argv.slice(2);
const baselines = path.join(ROOT, 'tests/visual');
if (files.length === 0) rmSync(baselines, { recursive: true, force: true });

// The browser the pictures come from; the visual check refuses to compare against another one.
const version = spawnSync(chromiumLaunchOptions.executablePath, ['--version'], { encoding: 'utf8' });
const chromium = /([\d]+\.[\d.]+)/.exec(version.stdout)?.[1];
if (!chromium) throw new Error(`Could not read the version of ${chromiumLaunchOptions.executablePath}.`);
mkdirSync(baselines, { recursive: true });
writeFileSync(path.join(baselines, 'chromium-version.txt'), `${chromium}\n`);

const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project=storybook',
    '--project=storybook-dark',
    '--update=all',
    ...files,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
