import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildConsoleIfStale,
  freePort,
  startApi,
  startConsole,
  waitForHttp,
  type Service,
} from '../../scripts/lib/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    apiUrl: string;
    apiDataDir: string;
  }
}

/** Starts the real console and API (embedded database with demo data, in a throwaway folder) for the e2e suite. */
export default async function setup(project: TestProject) {
  buildConsoleIfStale();
  const [API_PORT, CONSOLE_PORT] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-e2e-'));
  const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}`;
  const services: Service[] = [];
  // Configured as `npm start` runs it, on ports other than the defaults: no PUBLIC_API_URL, so the console's pages
  // find the API at API_PORT of the host they were opened at, and the console works at localhost and 127.0.0.1.
  const api = startApi({
    port: API_PORT,
    // The demo users exist only on the embedded database, whatever the outer environment points at.
    env: {
      DATABASE_URL: undefined,
      PUBLIC_API_URL: undefined,
      DATA_DIR: dataDir,
      CORS_ORIGINS: `${consoleUrl},http://localhost:${CONSOLE_PORT}`,
      LOG_LEVEL: 'warn',
      // The sandboxes' reviews as npm start runs them (a day a minute; a brand's vetting in 15 s).
      SANDBOX_REGISTRATION_SPEED: '1440',
      // Every file signs in as demo; the suite is not about throttling (tests/server/rate-limit.test.ts is).
      RATE_LIMIT_SIGN_IN_PER_USERNAME: '1000',
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
    },
  });
  services.push(api);
  const web = startConsole({ port: CONSOLE_PORT, env: { PUBLIC_API_URL: undefined, API_PORT: String(API_PORT) } });
  services.push(web);
  try {
    await Promise.all([waitForHttp(api, '/health'), waitForHttp(web, '/login')]);
  } catch (error) {
    await Promise.all(services.map((s) => s.stop()));
    throw error;
  }
  project.provide('consoleUrl', consoleUrl);
  project.provide('apiUrl', api.url);
  project.provide('apiDataDir', dataDir);

  return async () => {
    await Promise.all(services.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
