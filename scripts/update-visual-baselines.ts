/**
 * `npm run test:visual:update [stories files...]`: records the visual baselines on purpose, after a change of
 * look was reviewed. With no arguments it rebuilds tests/visual from scratch (so a renamed or deleted story leaves
 * no stale picture behind); with story files it records only theirs. Review the new PNGs in the diff before
 * committing them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASELINES_DIR, chromiumBuild, RECORDED_WITH_FILE } from '../tests/support/visualBaselines.ts';
import { ROOT } from './lib/stack.ts';

const files = process.argv.slice(2);
if (files.length === 0) rmSync(BASELINES_DIR, { recursive: true, force: true });

// The browser the pictures come from: the check compares them on builds of the same major version.
mkdirSync(BASELINES_DIR, { recursive: true });
writeFileSync(RECORDED_WITH_FILE, `${chromiumBuild()}\n`);

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
