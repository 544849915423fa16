/**
 * Every test file registers tests in every environment the suite runs in: without DATABASE_URL (the README's
 * `npm test` on a fresh clone) and with it (CI's PostgreSQL path). A suite built from a list that is empty in one
 * of them (`describe.each(kinds.filter(...))`) registers nothing there, and Vitest fails the whole run with "No test
 * suite found"; a test that needs PostgreSQL is registered and skipped instead (`describe.skipIf`).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const COLLECTOR = path.join(import.meta.dirname, '../support/collectTests.ts');
/** Collection never connects: any PostgreSQL address will do when the outer environment has none. */
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Each file's registered tests (skipped ones included), collected in a fresh process with `env`. */
async function registeredTests(databaseUrl: string | undefined): Promise<Record<string, number>> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  if (databaseUrl === undefined) delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [COLLECTOR], { env, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

describe('test registration', () => {
  it.each([
    ['without DATABASE_URL', undefined],
    ['with DATABASE_URL', POSTGRES_URL],
  ])(
    'registers tests in every file of the Node projects %s',
    async (_environment, databaseUrl) => {
      const registered = await registeredTests(databaseUrl);
      // The collector saw the suite: all four Node projects, not one file or none.
      for (const folder of ['unit', 'server', 'tooling', 'e2e']) {
        expect(Object.keys(registered).some((file) => file.startsWith(`tests/${folder}/`))).toBe(true);
      }
      expect(registered).toHaveProperty(['tests/tooling/test-registration.test.ts'], 2);
      expect(Object.entries(registered).filter(([, tests]) => tests === 0)).toEqual([]);
    },
    // A collection imports every file of four projects: about 25 s here, far more on a loaded machine.
    240_000,
  );
});
