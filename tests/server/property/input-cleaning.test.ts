/**
 * Inputs the property tests found answered with a 500 before parseOrThrow cleaned them (src/server/http/
 * validation.ts): NUL characters, which PostgreSQL refuses; lone UTF-16 surrogates, which PGlite fails to
 * encode; fields named like Object.prototype members, which the field-error map used to inherit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, databaseKinds, type Harness } from '../harness.ts';
import { apiErrorCodes, apiTexts } from '../../../src/shared/apiTexts.ts';

describe.each(databaseKinds)('input cleaning on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    ({ access } = await h.signIn());
  });
  afterAll(() => h?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });

  it('refuses NUL characters in bodies and query strings with DRF field errors', async () => {
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/api/admin_token',
      payload: { username: 'al\u0000ice', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ username: ['Null characters are not allowed.'] });

    const patch = await send('PATCH', `/users/${h.fixtures.userIds.nonStaff}`, { first_name: 'No\u0000ra' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ first_name: ['Null characters are not allowed.'] });

    const search = await send('GET', '/account_admin?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('stores lone surrogates as U+FFFD instead of failing the query', async () => {
    const response = await send('PATCH', `/users/${h.fixtures.userIds.nonStaff}`, {
      first_name: 'No\ud800\ufeff\udc00ra',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'No\ufffd\ufeff\ufffdra' });
  });

  it('names an unknown field called constructor like any other, and refuses a body with a __proto__ key', async () => {
    const constructor = await send('PATCH', `/users/${h.fixtures.userIds.nonStaff}`, { constructor: 1 });
    expect(constructor.statusCode).toBe(400);
    expect(constructor.json()).toEqual({ constructor: ['Unknown field.'] });

    // Bodies are JSON only (a form body is refused with 415), and the JSON parser refuses a __proto__ key.
    const proto = await h.app.inject({
      method: 'PATCH',
      url: `/users/${h.fixtures.userIds.nonStaff}`,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      payload: '{"__proto__":{"is_staff":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ detail: apiTexts.parseError, code: apiErrorCodes.parseError });
  });
});
