/**
 * Request bodies nested past MAX_BODY_DEPTH are refused with 400 and a clear text on every call that takes a
 * body, before anything walks them (http/json-body.ts); a body at the limit is read as usual.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestedDeeperThan } from '../../src/server/http/json-body.ts';
import type { OpenApiDocument } from '../../src/server/http/openapi-document.ts';
import { createHarness, type Harness } from './harness.ts';

const TOO_DEEP = {
  detail: 'Request body is nested too deeply: at most 32 levels of objects and arrays.',
  code: 'body_too_deep',
};
/** `{"a":[{"a":[ … ]}]}` with `levels` objects and arrays in all. */
const nested = (levels: number) => '{"a":['.repeat(levels / 2) + ']}'.repeat(levels / 2);

describe('request bodies nested too deeply', () => {
  let h: Harness;
  let access: string;
  let calls: { method: string; url: string }[];
  beforeAll(async () => {
    // The parsing comes before any query: PGlite is enough.
    h = await createHarness('pglite');
    access = (await h.signIn()).access;
    const doc = (await h.get('/api/schema')).json<OpenApiDocument>();
    calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => 'requestBody' in operation)
        .map(([method, _]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
  });
  afterAll(() => h?.close());

  const send = (call: { method: string; url: string }, payload: string) =>
    h.app.inject({
      method: call.method as 'POST',
      url: call.url,
      headers: {
        authorization: `Bearer ${access}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      payload,
    });

  it('answers 400 with the limit on every call that takes a body, 5,000 levels deep', async () => {
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) {
      const response = await send(call, nested(5000));
      expect({ call, status: response.statusCode, body: response.json() }).toEqual({
        call,
        status: 400,
        body: TOO_DEEP,
      });
    }
  });

  it('reads a body at the limit as usual: the call judges what it says', async () => {
    const signIn = { method: 'POST', url: '/api/admin_token' };
    expect((await send(signIn, nested(MAX_BODY_DEPTH + 2))).json()).toEqual(TOO_DEEP);
    const atLimit = await send(signIn, nested(MAX_BODY_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).not.toEqual(TOO_DEEP);
    expect(atLimit.json()).toHaveProperty('username');
  });

  it('counts only the brackets outside strings', () => {
    expect(nestedDeeperThan('{"a":"[[[[[[[[[[[["}', 2)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\"[[[[[[[[[[[["}', 2)).toBe(false);
    expect(nestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestedDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});
