import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';
import { buildConsoleIfStale, freePort, startApi, startConsole, waitForHttp, type Service } from './stack.ts';

/** What a browser benchmark measures against (see startBenchStack). */
export interface BenchStack {
  api: Service;
  /** The console's address, e.g. http://127.0.0.1:41234. */
  consoleUrl: string;
  /** The API's data folder (its outbox holds the mails it sent). */
  dataDir: string;
  /** The demo user's session as the console keeps it in local storage (`rescue-console.auth`). */
  session: string;
  /** Stops both servers and removes the data. */
  stop(): Promise<void>;
}

/**
 * The production build of the console and the API, on free ports (two runs, or a run beside the e2e suite, do
 * not collide) and a throwaway embedded database with the demo data, ready, with the demo user signed in.
 */
export async function startBenchStack(name: string): Promise<BenchStack> {
  buildConsoleIfStale();
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), `rescue-${name}-`));
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const api = startApi({
    port: apiPort,
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir, CORS_ORIGINS: consoleUrl, LOG_LEVEL: 'warn' },
  });
  const web = startConsole({ port: consolePort, env: { PUBLIC_API_URL: api.url } });
  const stop = async () => {
    await Promise.all([api.stop(), web.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitForHttp(api, '/health'), waitForHttp(web, '/login')]);
    const response = await fetch(`${api.url}/api/admin_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`The demo user could not sign in (${response.status}).`);
    const tokens = (await response.json()) as Record<string, unknown>;
    const session = JSON.stringify({ ...tokens, expiresIn: Date.now() + 15 * 60_000 });
    return { api, consoleUrl, dataDir, session, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
