/**
 * A client generated from the served document, as another team would make one (openapi-typescript types, the
 * openapi-fetch client), must need no cast for a documented flow and refuse at compile time what the server refuses.
 * The test generates the types from /api/schema, type-checks a program under `strict` with the TypeScript compiler,
 * then runs it against the API: sign in, search, open an account, change it with If-Match, and meet a 412.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, type Harness } from './harness.ts';
import { startPrism } from './prism.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Inside node_modules, so the program's `openapi-fetch` resolves as a client project's would. */
const OUT = path.join(ROOT, 'node_modules/.cache/generated-client');

/**
 * The client program. Each `@ts-expect-error` is a request the server refuses (400), and the line below it is the
 * same request made right, so the error cannot come from a wrong path or a typo.
 */
const PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

export interface FlowResult {
  found: number;
  name: string;
  saved: string;
  conflictCurrent: string;
  conflictCode: string;
}

export async function flow(baseUrl: string, username: string, password: string, search: string): Promise<FlowResult> {
  const client = createClient<paths>({ baseUrl });
  const signedIn = await client.POST('/api/admin_token', { body: { username, password } });
  if (!signedIn.data) throw new Error('sign-in failed: ' + signedIn.response.status);
  const headers = { Authorization: 'Bearer ' + signedIn.data.access };

  const list = await client.GET('/account_admin', { params: { query: { search, page: 1 } }, headers });
  if (!list.data) throw new Error('search failed');
  const first = list.data.results[0];
  if (!first) throw new Error('no account found');

  const opened = await client.GET('/account_admin/{id}', { params: { path: { id: first.id } }, headers });
  if (!opened.data) throw new Error('open failed');
  const version = opened.response.headers.get('ETag') ?? '';

  const saved = await client.PATCH('/account_admin/{id}', {
    params: { path: { id: first.id }, header: { 'If-Match': version } },
    body: { office_phone: '(787) 555-0199' },
    headers,
  });
  if (!saved.data) throw new Error('save failed: ' + saved.response.status);

  // The same save sent again over the version it replaced: refused, with the record as it is now.
  const late = await client.PATCH('/account_admin/{id}', {
    params: { path: { id: first.id }, header: { 'If-Match': version } },
    body: { office_phone: '(787) 555-0198' },
    headers,
  });
  // The error is any of the call's documented error bodies: field errors ({field: [messages]}) have no record.
  if (late.response.status !== 412 || !late.error || !('current' in late.error)) throw new Error('no 412');
  if (Array.isArray(late.error.current) || typeof late.error.code !== 'string') throw new Error('not a conflict');

  return {
    found: list.data.count,
    name: opened.data.name,
    saved: saved.data.office_phone,
    conflictCurrent: late.error.current.office_phone,
    conflictCode: late.error.code,
  };
}

/** Never run: requests the server refuses, which must not compile. */
export async function refused(client: ReturnType<typeof createClient<paths>>) {
  const account = {
    name: 'Clínica Dental Añasco',
    email: 'citas@example.com',
    office_phone: '(787) 555-0100',
    lang: 'es_ES',
    timezone: 'America/Puerto_Rico',
    company_industry: 1,
    calendar_name: 'RESCUE',
    parent_account: 1,
    legal_entity: 1,
    campaign_detail: 1,
    bot_number_area_code: '787',
  } as const;
  const { lang: _lang, ...withoutLanguage } = account;
  // @ts-expect-error -- the language is required
  await client.POST('/account_admin', { body: withoutLanguage });
  await client.POST('/account_admin', { body: account });

  // @ts-expect-error -- an account is an id, not text
  await client.POST('/business_phone', { body: { account: 'Añasco', number: '7875550100' } });
  await client.POST('/business_phone', { body: { account: 12, number: '7875550100' } });

  // @ts-expect-error -- the username and the password are required
  await client.POST('/api/admin_token', { body: {} });
  await client.POST('/api/admin_token', { body: { username: 'demo', password: 'secret' } });

  // @ts-expect-error -- a language the API does not know
  await client.PATCH('/account_admin/{id}', { params: { path: { id: 1 } }, body: { lang: 'fr_FR' } });
  await client.PATCH('/account_admin/{id}', { params: { path: { id: 1 } }, body: { lang: 'en_US' } });
}
`;

describe('a client generated from the OpenAPI document', () => {
  let h: Harness;
  let baseUrl: string;
  let diagnostics: string[];
  let document: OpenAPI3;

  beforeAll(async () => {
    h = await createHarness('pglite');
    baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
    document = (await h.get('/api/schema')).json<OpenAPI3>();
    await rm(OUT, { recursive: true, force: true });
    await mkdir(OUT, { recursive: true });
    await writeFile(path.join(OUT, 'schema.ts'), astToString(await openapiTS(document)));
    await writeFile(path.join(OUT, 'flow.ts'), PROGRAM);
    const program = ts.createProgram([path.join(OUT, 'flow.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
  });
  afterAll(() => h?.close());

  it('compiles under strict with no cast, and refuses the requests the server refuses', () => {
    expect(diagnostics).toEqual([]);
  });

  it('runs the flow against the API through a validating proxy: sign in, search, open, save with If-Match, a 412', async () => {
    const { flow } = (await import(pathToFileURL(path.join(OUT, 'flow.ts')).href)) as {
      flow: (baseUrl: string, username: string, password: string, search: string) => Promise<Record<string, unknown>>;
    };
    const proxy = await startPrism(path.join(OUT, 'schema.json'), document, baseUrl);
    let result: Record<string, unknown>;
    try {
      result = await flow(proxy.url, USERS.staff.username, PASSWORD, 'bayamon');
      expect(proxy.violations()).toEqual([]);
      // The proxy does validate: a request the document does not allow stops there.
      const refused = await fetch(`${proxy.url}/api/admin_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo' }),
      });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain("must have required property 'password'");
    } finally {
      await proxy.stop();
    }
    expect(result).toMatchObject({
      saved: '(787) 555-0199',
      conflictCurrent: '(787) 555-0199',
      conflictCode: 'edit_conflict',
    });
    expect(result.found).toBeGreaterThan(0);
    expect(String(result.name).toLowerCase()).toContain('bayam');
  });
});
