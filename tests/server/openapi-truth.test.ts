/**
 * The API document says what the server checks (issue 42): every request body of /api/schema is sent to the server
 * empty and with a value of the wrong type in each field, and the server's refusals must be the document's: the
 * fields it refuses as missing are exactly the ones the document requires, and every field refuses a value its
 * documented type does not allow. A generated client then cannot compile a request the server refuses for either.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../../src/server/http/openapi-document.ts';
import { addSuperuser, createHarness, oneAction, type Harness } from './harness.ts';
import { startPrism, type Prism } from './prism.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'node_modules/.cache/generated-client');

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** The JSON types a property's schema takes; empty when it says none (any value). */
function typesOf(schema: JsonSchema): Set<JsonType> {
  const types = new Set<JsonType>();
  const { type } = schema;
  for (const t of Array.isArray(type) ? type : type ? [type] : []) types.add(t as JsonType);
  for (const branch of [...((schema.oneOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[])]) {
    typesOf(branch).forEach((t) => types.add(t));
  }
  if (Array.isArray(schema.enum)) {
    for (const value of schema.enum as unknown[]) types.add(value === null ? 'null' : (typeof value as JsonType));
  }
  if (types.has('integer')) types.add('number');
  return types;
}

/** A value of a type the schema does not take. */
const WRONG: Array<{ value: unknown; type: JsonType }> = [
  { value: { wrong: true }, type: 'object' },
  { value: true, type: 'boolean' },
  { value: [{ wrong: true }], type: 'array' },
];

describe('OpenAPI document: what the server checks', () => {
  let h: Harness;
  let doc: OpenApiDocument;
  let access: string;
  let prism: Prism;
  const bodied: Array<{ path: string; method: string; op: OpenApiOperation; schema: JsonSchema }> = [];

  /** A path's ids: records the fixtures hold, so that a body is judged rather than its record found missing. */
  const idsFor = (path: string): string => {
    const f = h.fixtures;
    const id = path.startsWith('/legal_entities')
      ? f.legalEntityId
      : path.startsWith('/campaign_management/campaign_details')
        ? f.campaignDetailId
        : path.startsWith('/business_phone')
          ? f.businessPhoneId
          : path.startsWith('/billing_setting')
            ? f.billingSettingId
            : path.startsWith('/users')
              ? f.userIds.staff
              : f.accountIds.bayamon!;
    return path.replace(/\{\w+\}/g, String(id));
  };

  const send = (path: string, method: string, payload: unknown): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: method.toUpperCase() as 'POST',
      url: idsFor(path),
      headers: { authorization: `Bearer ${access}`, ...oneAction() },
      payload: payload as object,
    });

  /**
   * The same request through Prism's validating proxy, which judges it by the document alone: a request the server
   * refused must be stopped there too (422), or the document allows what the server refuses. Sent only once the
   * server has refused it, so nothing is carried out twice.
   */
  const stoppedByTheDocument = async (path: string, method: string, payload: unknown): Promise<boolean> => {
    const response = await fetch(`${prism.url}${idsFor(path)}`, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', ...oneAction() },
      body: JSON.stringify(payload),
    });
    return response.status === 422;
  };

  beforeAll(async () => {
    h = await createHarness('pglite');
    await addSuperuser(h.database);
    access = (await h.signIn('sofia')).access;
    doc = (await h.get('/api/schema')).json<OpenApiDocument>();
    const upstream = await h.app.listen({ port: 0, host: '127.0.0.1' });
    await mkdir(OUT, { recursive: true });
    prism = await startPrism(path.join(OUT, 'truth-schema.json'), doc, upstream);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (schema) bodied.push({ path, method, op, schema });
      }
    }
  });
  afterAll(async () => {
    await prism?.stop();
    await h?.close();
  });

  it('finds the request bodies to send', () => {
    expect(bodied.length).toBeGreaterThan(30);
    expect(bodied.every(({ schema }) => schema.type === 'object')).toBe(true);
  });

  it('gives every request property and parameter a type (no `{}` that a client generates as unknown)', () => {
    const untyped = bodied.flatMap(({ path, method, schema }) =>
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
        .filter(([, property]) => typesOf(property).size === 0)
        .map(([name]) => `${method.toUpperCase()} ${path} ${name}`),
    );
    const untypedParameters = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((parameter) => typesOf(parameter.schema).size === 0)
          .map((parameter) => `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`),
      ),
    );
    expect([...untyped, ...untypedParameters]).toEqual([]);
  });

  it('requires exactly the fields the server refuses as missing', async () => {
    const wrong: string[] = [];
    for (const { path, method, schema } of bodied) {
      const response = await send(path, method, {});
      const refused =
        response.statusCode === 400 && !('detail' in response.json())
          ? Object.keys(response.json()).filter((key) => key !== 'non_field_errors')
          : [];
      const required = (schema.required ?? []) as string[];
      if (response.statusCode === 404) wrong.push(`${method.toUpperCase()} ${path}: its record was not found`);
      else if ([...refused].sort().join() !== [...required].sort().join()) {
        wrong.push(`${method.toUpperCase()} ${path}: refuses [${refused.sort()}], requires [${required.sort()}]`);
      } else if (refused.length > 0 && !(await stoppedByTheDocument(path, method, {}))) {
        wrong.push(`${method.toUpperCase()} ${path}: the validating proxy let {} through`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes back every record as a client read it: a change of what the read answered changes nothing', async () => {
    const f = h.fixtures;
    const headers = { authorization: `Bearer ${access}` };
    const read = async (url: string) => (await h.app.inject({ method: 'GET', url, headers })).json();
    const account = await read(`/account_admin/${f.accountIds.bayamon}`);
    const records: Array<[string, Record<string, unknown>, () => Promise<unknown>]> = [
      [`/account_admin/${account.id}`, account, () => read(`/account_admin/${account.id}`)],
      [
        `/legal_entities/${f.legalEntityId}`,
        await read(`/legal_entities/${f.legalEntityId}`),
        () => read(`/legal_entities/${f.legalEntityId}`),
      ],
      [
        `/campaign_management/campaign_details/${f.campaignDetailId}`,
        await read(`/campaign_management/campaign_details/${f.campaignDetailId}`),
        () => read(`/campaign_management/campaign_details/${f.campaignDetailId}`),
      ],
    ];
    const inAccount = (key: 'business_phones' | 'user_set' | 'billing_setting', path: string) => {
      const value = account[key];
      const record = (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
      const now = async () => {
        const inside = (await read(`/account_admin/${account.id}`))[key];
        return Array.isArray(inside) ? inside.find((r: { id: unknown }) => r.id === record.id) : inside;
      };
      records.push([`${path}/${record.id}`, record, now]);
    };
    inAccount('business_phones', '/business_phone');
    inAccount('user_set', '/users');
    inAccount('billing_setting', '/billing_setting');

    // Sent through the validating proxy: the document allows sending back what was read, and the answer.
    for (const [url, record, now] of records) {
      const response = await fetch(`${prism.url}${url}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
      expect(await now(), url).toEqual(record);
    }
    expect(prism.violations()).toEqual([]);
  });

  it('refuses in every field a value of a type the document does not allow', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const { path, method, schema } of bodied) {
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        // A read-only field is ignored whatever it holds, as the document says.
        if (property.description === 'Read-only: ignored when sent back.') continue;
        const types = typesOf(property);
        const value = WRONG.find(({ type }) => !types.has(type))?.value;
        if (value === undefined) continue;
        sent += 1;
        const response = await send(path, method, { [name]: value });
        const body = response.json<Record<string, unknown>>();
        if (response.statusCode !== 400 || !(name in body)) {
          wrong.push(`${method.toUpperCase()} ${path} ${name}=${JSON.stringify(value)}: ${response.statusCode}`);
        } else if (!(await stoppedByTheDocument(path, method, { [name]: value }))) {
          wrong.push(
            `${method.toUpperCase()} ${path} ${name}=${JSON.stringify(value)}: the validating proxy let it through`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(130);
    expect(wrong).toEqual([]);
  });
});
