/**
 * `npm run preview` (and `npm start`, through scripts/lib/stack.ts): serves the built console (`npm run build`)
 * through its front door. HOST and PORT choose where it listens; LOG_LEVEL its log (warnings by default);
 * PUBLIC_API_URL or API_PORT where its pages find the API (src/layouts/apiSetting.ts), read by every page and
 * checked here first, so a bad value stops the start with its reason instead of failing every page.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConsoleConfigError, consoleApiSetting } from '../layouts/apiSetting.ts';
import { buildConsoleServer, type PageHandler } from './app.ts';

try {
  consoleApiSetting(process.env);
} catch (error) {
  if (!(error instanceof ConsoleConfigError)) throw error;
  console.error(`Console configuration: ${error.message}`);
  process.exit(1);
}

const dist = path.resolve(import.meta.dirname, '../../dist');
const { handler } = (await import(pathToFileURL(path.join(dist, 'server/entry.mjs')).href)) as { handler: PageHandler };

const app = buildConsoleServer({
  clientDir: path.join(dist, 'client'),
  renderPage: handler,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await app.listen({ host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
