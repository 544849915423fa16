/** `npm run dev`: the API reloading on change and Astro's dev server with hot reload. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/stack.ts';

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    // API_PORT moves the API as under `npm start`; the pages (Base.astro) read the same variable to find it.
    env: { ...process.env, ...(process.env.API_PORT ? { PORT: process.env.API_PORT } : {}) },
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
