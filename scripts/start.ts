/**
 * `npm start`: builds the console when needed, starts the API (which migrates and, on the embedded database,
 * seeds demo data) and the console, prints where they are, and stops both on Ctrl-C.
 */
import { databaseDescription } from '../src/server/config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/demo.ts';
import { buildConsoleIfStale, startApi, startConsole, waitForHttp, type Service } from './lib/stack.ts';

const started = performance.now();
const apiPort = Number(process.env.API_PORT ?? 8000);
const consolePort = Number(process.env.CONSOLE_PORT ?? 4321);
const embedded = !process.env.DATABASE_URL;

buildConsoleIfStale();

const services: Service[] = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the console and the API…');
  await Promise.all(services.map((s) => s.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The API's request log stays quiet here unless LOG_LEVEL asks for it; warnings and errors still show.
  const api = startApi({
    port: apiPort,
    echo: true,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The demo's registrations move within minutes: a day of the providers' reviews passes in a minute.
      SANDBOX_REGISTRATION_SPEED: process.env.SANDBOX_REGISTRATION_SPEED ?? '1440',
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${consolePort},http://127.0.0.1:${consolePort}`,
    },
  });
  services.push(api);
  // Where the browser finds the API is one setting, PUBLIC_API_URL, which both servers read from this environment
  // (the console for its pages' API address, connect-src and frame-src; the API for the addresses it hands out).
  // Unset, the pages find the API at API_PORT of whatever host the console was opened at (localhost, 127.0.0.1, a
  // name on the network), and the API hands out the dashboard's frame as a path on that same address.
  const web = startConsole({ port: consolePort, echo: false, env: { API_PORT: String(apiPort) } });
  services.push(web);
  await Promise.all([waitForHttp(api, '/health'), waitForHttp(web, '/login')]);
  for (const service of services) {
    // Ctrl-C reaches the children too: one that ends cleanly is a stop, not a failure.
    service.child.once('exit', (code, signal) => {
      if (stopping) return;
      const clean = code === 0 || signal === 'SIGINT' || signal === 'SIGTERM';
      if (!clean) console.error(`${service.name} stopped unexpectedly (exit code ${code}).`);
      void stop(clean ? 0 : 1);
    });
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `  Console  http://localhost:${consolePort}`,
    `  API      http://localhost:${apiPort}`,
    `  Database ${databaseDescription(process.env)}`,
  ];
  if (embedded) {
    lines.push(`  Sign in  ${DEMO_USERS.map((u) => u.username).join(' or ')} / ${DEMO_PASSWORD}`);
  }
  lines.push(`  Ready in ${seconds} s. Press Ctrl-C to stop.`, '');
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
