import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createHarness, TEST_CONFIG, type Harness } from './harness.ts';

/** HTTP behaviour shared by every route; the database kind does not matter here, so PGlite only. */
describe('HTTP conventions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it('answers unknown routes with the DRF not-found body', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a known address asked with another method 405 and the methods it takes (Allow)', async () => {
    const cases = [
      { method: 'DELETE', url: '/account_admin', allow: 'GET, POST' },
      { method: 'PUT', url: '/account_admin/12/', allow: 'GET, PATCH' },
      { method: 'GET', url: '/api/admin_token', allow: 'POST' },
    ] as const;
    for (const { method, url, allow } of cases) {
      const response = await h.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({ detail: `Method "${method}" not allowed.`, code: 'method_not_allowed' });
    }
    // The method it takes is not refused, with a trailing slash or without one.
    expect((await h.app.inject({ method: 'POST', url: '/password_reset', payload: {} })).statusCode).toBe(400);
    // An address nobody serves stays 404, whatever the method.
    expect((await h.app.inject({ method: 'DELETE', url: '/account_admin/12/nothing' })).statusCode).toBe(404);
  });

  it('answers an OPTIONS that is not a CORS preflight with what the address takes', async () => {
    const asked = await h.app.inject({ method: 'OPTIONS', url: '/account_admin/12' });
    expect(asked.statusCode).toBe(204);
    expect(asked.headers.allow).toBe('GET, PATCH, OPTIONS');
    expect(asked.body).toBe('');
    const nowhere = await h.app.inject({ method: 'OPTIONS', url: '/no/such/route' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sets no-store and the security headers on every response, errors included', async () => {
    for (const url of ['/health', '/no/such/route', '/users/current_user']) {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('allows the configured console origin and no other', async () => {
    const preflight = (origin: string) =>
      h.app.inject({
        method: 'OPTIONS',
        url: '/account_admin',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://localhost:4321');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over 100 KB', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin_token',
      payload: { username: 'alice', password: 'x'.repeat(101 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.', code: 'payload_too_large' });
  });

  it('refuses content types it does not read', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin_token',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>alice</username>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type in request.', code: 'unsupported_media_type' });
  });

  it('reports a non-object body as a non-field error', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin_token',
      payload: [1, 2] as unknown as object,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
  });

  it('reports health with the database kind', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic body and never the message or stack', async () => {
    const broken = {
      kind: 'pglite',
      db: {} as Database['db'],
      reads: {} as Database['db'],
      query: async () => {
        throw new Error('connection to 10.0.0.5 refused: secret detail');
      },
      listen: () => ({ live: false, close: async () => {} }),
      withLock: (_name, work) => work(),
      close: async () => {},
    } satisfies Database;
    const app = buildApp({ config: TEST_CONFIG, database: broken, logger: false });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.', code: 'error' });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
