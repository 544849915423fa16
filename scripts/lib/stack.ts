/**
 * Starting the console and the API as child processes: shared by `npm start`, the end-to-end tests and the
 * web benchmark, so all three run the product the same way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONSOLE_ENTRY = path.join(ROOT, 'dist/server/entry.mjs');
/** What the console build is made of; the API runs from source and needs no build. */
const CONSOLE_SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Run from source, not built: the API and the console's front door.
  if (target === path.join(ROOT, 'src/server') || target === path.join(ROOT, 'src/console-server')) return 0;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function consoleBuildIsStale(): boolean {
  if (!existsSync(CONSOLE_ENTRY)) return true;
  const built = statSync(CONSOLE_ENTRY).mtimeMs;
  return CONSOLE_SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** Builds the console when its sources are newer than the last build. Returns whether it built. */
export function buildConsoleIfStale(log: (line: string) => void = console.log): boolean {
  if (!consoleBuildIsStale()) return false;
  log('Building the console…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Always the production build: a build started from Vitest (NODE_ENV=test) would ship React's development code.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The console build failed (see the output above).');
  return true;
}

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  /** Print the child's output with this prefix; silent when omitted. */
  echo?: boolean;
}

function startService(name: string, args: string[], url: string, options: StartOptions): Service {
  // An option set to undefined removes the variable from the child's environment.
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...options.env }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (options.echo) process.stdout.write(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (code && code !== 0)
      process.stderr.write(`${name} exited with code ${code}${signal ? ` (${signal})` : ''}\n${output.join('')}`);
  });
  return {
    name,
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The API from source (`src/server/main.ts`): migrates, seeds the embedded database when empty, listens. */
export function startApi(options: StartOptions): Service {
  const host = options.host ?? '127.0.0.1';
  return startService(
    'API',
    ['src/server/main.ts'],
    `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`,
    { ...options, env: { PORT: String(options.port), HOST: host, ...options.env } },
  );
}

/** The built console behind its front door (`src/console-server/main.ts`). */
export function startConsole(options: StartOptions): Service {
  const host = options.host ?? '127.0.0.1';
  return startService('Console', ['src/console-server/main.ts'], `http://${host}:${options.port}`, {
    ...options,
    env: { PORT: String(options.port), HOST: host, ...options.env },
  });
}

/** Resolves once `url` answers any HTTP status; rejects when the service exits or time runs out. */
export async function waitForHttp(service: Service, pathname = '/', timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error(`${service.name} stopped before it was ready.`);
    try {
      await fetch(`${service.url}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${service.name} was not ready at ${service.url} within ${timeoutMs / 1000} s.`);
}

/** A loopback port nobody listens on now, so several checkouts and suites on one machine can run at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
