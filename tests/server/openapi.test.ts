import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from '../../src/server/http/openapi-document.ts';
import { openApiPath } from '../../src/server/http/openapi-document.ts';
import { MAX_ID } from '../../src/shared/constants.ts';
import { createHarness, type Harness } from './harness.ts';

/**
 * Routes that are not part of the API contract. Keep this list short: every other route is a call declared in
 * src/shared/contracts, so it is documented in /api/schema.
 */
const WITHOUT_CONTRACT = new Set([
  'GET /health', // liveness probe
  'GET /embed/dashboard/*', // HTML page for the dashboard frame; its token is the credential
  'GET /api/schema', // the document itself
  'GET /api/docs', // the document as a page
  'OPTIONS *', // CORS preflight (@fastify/cors)
]);

const BEARER = [{ bearerAuth: [] }];
const SHARED_ERRORS = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'Throttled',
  'ProviderFailed',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'SearchTimedOut',
];

describe('OpenAPI document and docs page', () => {
  let h: Harness;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    // The document depends on the routes only, not on the database: PGlite is enough.
    h = await createHarness('pglite');
    const response = await h.get('/api/schema');
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(() => h?.close());

  const operation = (path: string, method: string): OpenApiOperation => {
    const found = doc.paths[path]?.[method];
    if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    return found;
  };
  const allOperations = () =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({ path, method, op })),
    );

  it('serves an OpenAPI 3.1 document as JSON, publicly', async () => {
    const response = await h.get('/api/schema');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Rescue Console API', version: '1.0.0' });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components.responses)).toEqual(SHARED_ERRORS);
    // Every operation: a unique id, a summary and a description, a known tag, a success response, refs that resolve.
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const { path, method, op } of allOperations()) {
      expect(['get', 'post', 'put', 'patch', 'delete'], path).toContain(method);
      expect(path, 'Fastify path syntax left in').not.toMatch(/[:*]/);
      expect(ids.has(op.operationId), op.operationId).toBe(false);
      ids.add(op.operationId);
      expect(op.summary.length, op.operationId).toBeGreaterThan(0);
      expect(op.description?.length, `${op.operationId} has no description`).toBeGreaterThan(0);
      for (const tag of op.tags) expect(tags.has(tag), tag).toBe(true);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${op.operationId} has no success response`,
      ).toBe(true);
      for (const response of Object.values(op.responses)) {
        if ('$ref' in response) expect(SHARED_ERRORS).toContain(response.$ref.replace('#/components/responses/', ''));
      }
      // Every {name} in the path is declared as a required path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(op.parameters, `${op.operationId} ${name}`).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        );
      }
    }
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('describes sign-in as public, with its body, tokens and throttling', () => {
    const signIn = operation('/api/admin_token', 'post');
    expect(signIn.security).toEqual([]);
    expect(signIn.tags).toEqual(['Authentication']);
    expect(signIn.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    });
    expect(signIn.responses['200']).toEqual({
      description: 'OK',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { access: { type: 'string' }, refresh: { type: 'string' }, device: { type: 'string' } },
            required: ['access', 'refresh', 'device'],
            additionalProperties: false,
          },
        },
      },
    });
    // The public routes name exactly the errors they answer (and, with a body, its 413 and 415).
    const errorsOf = (path: string) =>
      Object.keys(operation(path, 'post').responses).filter((status) => Number(status) >= 400);
    expect(signIn.responses['429']).toEqual({ $ref: '#/components/responses/Throttled' });
    expect(errorsOf('/api/admin_token')).toEqual(['400', '401', '413', '415', '429']);
    expect(errorsOf('/api/token/refresh')).toEqual(['400', '401', '413', '415']);
    expect(errorsOf('/api/token/blacklist')).toEqual(['400', '401', '413', '415']);
    expect(errorsOf('/password_reset/')).toEqual(['400', '413', '415', '429']);
    expect(errorsOf('/password_reset/confirm/')).toEqual(['400', '413', '415']);
    expect(errorsOf('/password_reset/validate_token/')).toEqual(['400', '404', '413', '415']);
    // Steps that open the stored sub-account token may find it unreadable.
    expect(Object.keys(operation('/account_admin/{id}/provision_bot_number', 'post').responses)).toContain('409');
    for (const path of ['/api/token/refresh', '/password_reset/', '/password_reset/confirm/']) {
      expect(operation(path, 'post').security, path).toEqual([]);
    }
  });

  it('puts the bearer scheme and the shared errors on protected routes', () => {
    const current = operation('/users/current_user', 'get');
    expect(current.security).toEqual(BEARER);
    expect(current.responses).toMatchObject({
      200: {
        content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['id']) } } },
      },
      401: { $ref: '#/components/responses/Unauthorized' },
    });
    expect(current.parameters).toBeUndefined();
    const create = operation('/users', 'post');
    expect(create.security).toEqual(BEARER);
    expect(create.requestBody?.required).toBe(true);
    expect(create.responses['201']).toBeDefined();
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    // Request bodies are what clients send: fields with defaults are optional there, what the server refuses
    // missing is required (openapi-truth.test.ts holds every body to it).
    const body = create.requestBody!.content['application/json']!.schema;
    expect(body.properties).toMatchObject({ is_active: { type: 'boolean', default: true } });
    expect(body.required).toEqual(['username', 'first_name', 'last_name', 'email', 'password', 'account']);
    const errors = doc.components.responses.BadRequest!.content!['application/json']!.schema;
    expect(errors).toEqual({
      oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Error' }],
    });
    expect(doc.components.schemas.FieldErrors).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    });
    expect(doc.components.schemas.Error).toMatchObject({
      properties: { detail: { type: 'string' }, code: { type: 'string' } },
      required: ['detail'],
    });
  });

  it('turns :params into {params} with integer ids and a 404', () => {
    const patch = operation('/users/{id}', 'patch');
    expect(patch.parameters?.[0]).toEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
    });
    expect(patch.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(operation('/account/{accountId}', 'get').parameters).toEqual([
      { name: 'accountId', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: MAX_ID } },
    ]);
    expect(operation('/account_admin/{id}', 'get').security).toEqual(BEARER);
    expect(openApiPath('/a/:id(^\\d+)/b/:accountId')).toEqual({
      path: '/a/{id}/b/{accountId}',
      names: ['id', 'accountId'],
    });
  });

  it('puts edit versions in the contract: ETag on reads and changes, If-Match and its 412, If-None-Match and 304', () => {
    const read = operation('/account_admin/{id}', 'get');
    const change = operation('/account_admin/{id}', 'patch');
    expect(read.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['path id', 'header If-None-Match']);
    expect(read.responses['200']).toMatchObject({ headers: { ETag: { schema: { type: 'string' } } } });
    expect(read.responses['304']).toMatchObject({ headers: { ETag: { schema: { type: 'string' } } } });
    expect(change.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['path id', 'header If-Match']);
    expect(change.responses['200']).toMatchObject({ headers: { ETag: {} } });
    const conflict = (change.responses['412'] as { content: Record<string, { schema: Record<string, unknown> }> })
      .content['application/json']!.schema;
    expect(conflict).toMatchObject({
      required: ['detail', 'code', 'current'],
      properties: { code: { const: 'edit_conflict' }, current: { type: 'object' } },
    });
    // The current record is the record a read answers.
    const record = (read.responses['200'] as { content: Record<string, { schema: unknown }> }).content[
      'application/json'
    ]!.schema;
    expect((conflict.properties as Record<string, unknown>).current).toEqual(record);
    // A list is not versioned: no save sends its version back.
    expect(operation('/account_admin', 'get').responses['304']).toBeUndefined();
  });

  it('lists query parameters from the querystring schema as the client sends them', () => {
    const list = operation('/account_admin', 'get');
    const byName = Object.fromEntries((list.parameters ?? []).map((p) => [p.name, p]));
    expect(byName.page).toEqual({
      name: 'page',
      in: 'query',
      required: false,
      // The safe-integer bound of z.number().int() is left out.
      schema: { default: 1, type: 'integer', minimum: 1 },
    });
    expect(byName.search).toMatchObject({ in: 'query', required: false, schema: { type: 'string', maxLength: 200 } });
    expect(byName.basic_info).toMatchObject({ schema: { type: 'string', enum: ['true', 'false'] } });
    expect(byName.calendar_type).toMatchObject({ schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' } });
    expect(Object.keys(byName)).toContain('is_out_of_sync');
    // Paged: a page past the last one is a 404.
    expect(list.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    const page = list.responses['200'];
    expect(page && 'content' in page && page.content?.['application/json']?.schema).toMatchObject({
      properties: { count: { type: 'integer' }, results: { type: 'array' } },
    });

    const token = operation('/third_party/metabase/dashboard_token', 'get');
    expect(token.parameters).toContainEqual({
      name: 'dashboard_id',
      in: 'query',
      required: true,
      description: 'The dashboard to embed; it must be in the allow-list (ANALYTICS_DASHBOARD_IDS, 484 by default).',
      schema: { type: 'string', pattern: '^\\d{1,9}$' },
    });
    expect(token.security).toEqual(BEARER);
  });

  it('serves the same document on every request', async () => {
    const first = await h.get('/api/schema');
    const second = await h.get('/api/schema');
    expect(second.body).toBe(first.body);
  });

  it('serves a docs page that works offline and names every operation', async () => {
    const response = await h.get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<title>Rescue Console API — documentation</title>');
    expect(html).not.toMatch(/<script|<link|\bsrc=/i);
    expect(html).toContain('<h2 id="tag-authentication">Authentication</h2>');
    expect(html).toContain(
      '<span class="method method-patch">patch</span> <code>/users/{id}</code> <span>Update a user</span>',
    );
    expect(html).toContain(
      '<span class="method method-post">post</span> <code>/api/admin_token</code> <span>Sign in</span>',
    );
    for (const { path, op } of allOperations()) {
      expect(html).toContain(`<code>${path}</code>`);
      expect(html).toContain(`id="${op.operationId}"`);
    }
    // Parameters in a table, in words.
    expect(html).toContain(
      '<th scope="row"><code>page</code></th><td>query</td><td>no</td><td>integer, ≥ 1, default 1</td>',
    );
    // Shared errors are described once and linked from each operation.
    expect(html).toContain('<h2 id="shared-errors">Shared errors</h2>');
    expect(html).toContain('<article id="error-BadRequest"><h3>BadRequest</h3>');
    expect(html).toContain('<li><strong>401</strong> — <a href="#error-Unauthorized">Unauthorized</a></li>');
    expect(html).toContain('Bearer token required.');
    expect(html).toContain('Public: no token needed.');
  });

  describe('every route has a contract', () => {
    let app: FastifyInstance;
    const routes: Array<{ key: string; hasContract: boolean }> = [];
    beforeAll(async () => {
      app = h.appWith({});
      // Added before the route plugins load (on ready), so it sees every route they add.
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ key: `${method} ${route.url}`, hasContract: Boolean(route.config?.endpoint) });
        }
      });
      await app.ready();
    });

    it('declares a call on every route but the few pages outside the API', () => {
      expect(routes.length).toBeGreaterThan(10);
      const missing = routes.filter((r) => !r.hasContract && !WITHOUT_CONTRACT.has(r.key)).map((r) => r.key);
      expect(
        missing,
        'routes of no declared call (declare it in src/shared/contracts, register it with call())',
      ).toEqual([]);
      // The allow-list names real routes: stale entries would hide nothing but mislead.
      for (const key of WITHOUT_CONTRACT) expect(routes.map((r) => r.key)).toContain(key);
    });

    it('puts every route with a contract in the document', () => {
      const documented = new Set(allOperations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
      for (const route of routes.filter((r) => r.hasContract)) {
        const [method, url] = route.key.split(' ') as [string, string];
        expect(documented, route.key).toContain(`${method} ${openApiPath(url).path}`);
      }
    });
  });
});
