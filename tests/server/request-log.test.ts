/**
 * Logs carry no secrets or personal data (issue 39): the request log names a call by its route pattern, never
 * the address as sent (search terms, tokens in a path), nor the client's address; a reset mail written to the
 * outbox is logged by its file, never its link or its recipient.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { USERS } from './fixtures.ts';
import { createHarness, TEST_CONFIG, type Harness } from './harness.ts';

describe('what the API logs', () => {
  let h: Harness;
  let app: FastifyInstance;
  let dataDir = '';
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    h = await createHarness('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-request-log-'));
    app = buildApp({
      config: { ...TEST_CONFIG, logLevel: 'info', dataDir },
      database: h.database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names each request by its route, with no query, path token or client address', async () => {
    const { access } = await h.signIn();
    const search = await app.inject({
      method: 'GET',
      url: `/account_admin?search=${encodeURIComponent('Clínica Mayagüez 787-555-0101')}`,
      headers: { authorization: `Bearer ${access}` },
      remoteAddress: '198.51.100.23',
    });
    expect(search.statusCode).toBe(200);
    const embed = await app.inject({ method: 'GET', url: '/embed/dashboard/eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig' });
    expect(embed.statusCode).toBeGreaterThanOrEqual(400);
    const reset = await app.inject({ method: 'POST', url: '/password_reset/', payload: { email: USERS.staff.email } });
    expect(reset.statusCode).toBe(200);

    const requests = lines.filter((line) => line.req !== undefined).map((line) => line.req);
    expect(requests).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/account_admin', id: expect.any(String) },
        { method: 'GET', route: '/embed/dashboard/*', id: expect.any(String) },
        { method: 'POST', route: '/password_reset/', id: expect.any(String) },
      ]),
    );
    await expect.poll(() => lines.some((line) => line.msg === 'mail written to the outbox')).toBe(true);
    const logged = JSON.stringify(lines);
    for (const secret of [
      'Cl%C3%ADnica',
      'Mayag',
      '787-555',
      'c2VjcmV0',
      'reset_password',
      USERS.staff.email,
      '198.51.100.23',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
