/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for hosted visual review. It needs the project's
 * token in CHROMATIC_PROJECT_TOKEN (kept in the CI secret store, never in the repo); without it, it says so and
 * what to do, and exits non-zero because nothing was published. The local visual check needs no token: every
 * `npm test` compares each story's screenshot with the baselines in tests/visual.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/stack.ts';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      '',
      '  To publish: create a project at https://www.chromatic.com, copy its project token, and run',
      '    CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '  In CI, store the token as a secret and expose it to this step as CHROMATIC_PROJECT_TOKEN.',
      '',
      '  Without Chromatic, `npm test` already compares every story (light and dark) with the committed',
      '  baselines in tests/visual; `npm run test:visual:update` records new ones on purpose.',
    ].join('\n'),
  );
  process.exit(1);
}

// The token reaches the CLI through the environment only, so it never shows in a process list or a log.
const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/chromatic/dist/bin.cjs'),
    '--build-script-name=build-storybook',
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
