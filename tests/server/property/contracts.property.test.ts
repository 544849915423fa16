/**
 * Property-based tests of every route of a declared call (src/shared/contracts): at least 1,000 requests per
 * route with random or broken input (path ids, query strings, bodies, content types), signed in as staff.
 * Each answer must keep the contract: no 5xx; a success status the contract declares, with a body its schema
 * parses and no undeclared field; any 4xx a DRF error body, with a status the OpenAPI document lists.
 *
 * The routes are discovered from the app itself, so routes added later are covered without editing this file.
 * The routes share one database per kind (a fresh one costs seconds); what the property checks holds whatever
 * rows earlier routes wrote, and DELETE routes get a database of their own, so no test depends on the order the
 * others run in. PROPERTY_RUNS overrides the number of requests per route, PROPERTY_SEED the seed.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { createProviders } from '../../../src/server/providers/index.ts';
import { createSecretBox } from '../../../src/server/lib/secret-box.ts';
import type { RegisteredEndpoint } from '../../../src/server/http/endpoint-route.ts';
import { openDatabase, type DatabaseKind } from '../../../src/server/db/client.ts';
import * as schema from '../../../src/server/db/schema.ts';
import { buildOpenApiDocument, openApiPath } from '../../../src/server/http/openapi-document.ts';
import { PASSWORD, USERS } from '../fixtures.ts';
import { createHarness, databaseKinds, TEST_CONFIG, type Harness } from '../harness.ts';
import { bodyCase, pathId, pathText, queryString, type BodyCase } from './arbitraries.ts';
import { contractViolation } from './contract-check.ts';

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
/** Requests in flight at once per route, each lane a property run of its own. */
const LANES = 4;
const ROUTE_TIMEOUT_MS = 10 * 60_000;
/** A request that takes this long counts as a hung route. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The signed-in staff user: an id no generated path id reaches (they stay below 2^31 - 1 and mostly small), so
 * a random PATCH cannot deactivate it or change its password halfway through a route's run.
 */
const ACTOR = { id: 1_900_000_000, username: 'property_actor' };

/** Text values of the fixture rows, for path parameters that are not ids (a bot number, a SID...). */
const FIXTURE_TEXTS = ['+17875550100', '+17875550101', '7875550142', 'BOLD001', 'BNEW002'];

/** The contracts as buildApp collects them: an onRoute hook added before ready() sees every plugin's routes. */
async function discoverContracts(): Promise<RegisteredEndpoint[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const app = buildApp({ config: TEST_CONFIG, database, logger: false });
  const found: RegisteredEndpoint[] = [];
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') found.push({ method, url: route.url, endpoint });
    }
  });
  await app.ready();
  await app.close();
  await database.close();
  return found;
}

const contracts = await discoverContracts();
const openApi = buildOpenApiDocument(contracts, 'http://localhost:8000');

/** The statuses the OpenAPI document lists for a route. */
function documentedStatuses({ method, url }: RegisteredEndpoint): number[] {
  const operation = openApi.paths[openApiPath(url).path]?.[method.toLowerCase()];
  return Object.keys(operation?.responses ?? {}).map(Number);
}

interface Session {
  harness: Harness;
  access: string;
  ids: number[];
}

async function openSession(kind: DatabaseKind): Promise<Session> {
  // The fixture account's sub-account is made real in the sandbox the app talks to, so the chain steps and the
  // status call on it reach the provider (a sandbox without forced failures never answers 5xx).
  const providers = createProviders(TEST_CONFIG);
  const subaccount = await providers.messaging.createSubaccount('Bayamón Dental');
  const harness = await createHarness(kind, { providers });
  const { db } = harness.database;
  await db
    .update(schema.twilio_configurations)
    .set({
      subaccount_account_sid: subaccount.account_sid,
      subaccount_auth_token: createSecretBox(TEST_CONFIG.encryptionKey).seal(subaccount.auth_token),
      starter_profile_sid: null,
      messaging_service_sid: null,
    })
    .where(eq(schema.twilio_configurations.account_id, harness.fixtures.accountIds.bayamon!));
  const [staff] = await db.select().from(schema.users).where(eq(schema.users.username, USERS.staff.username));
  await db.insert(schema.users).values({
    id: ACTOR.id,
    username: ACTOR.username,
    email: 'property-actor@rescue.test',
    password_hash: staff!.password_hash,
    is_staff: true,
    is_active: true,
  });
  const { access } = await harness.signIn(ACTOR.username, PASSWORD);
  const { writtenAt: _writtenAt, ...fixtures } = harness.fixtures;
  const ids = [...new Set(Object.values(fixtures).flatMap((value) => numbersIn(value)))];
  return { harness, access, ids };
}

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(numbersIn) : [];
}

type AuthCase = 'valid' | 'none' | 'garbage';

interface RequestCase {
  params: string[];
  query: string;
  body: BodyCase;
  auth: AuthCase;
}

const PARAM = /:(\w+)(\([^)]*\))?|\*/g;
/** `:id`, `:accountId`, `:account_id` (not `:sid`). */
const ID_PARAM = /^id$|Id$|_id$/;

function requestCases(registered: RegisteredEndpoint, ids: number[]): fc.Arbitrary<RequestCase> {
  const { method, url, endpoint: contract } = registered;
  const names = [...url.matchAll(PARAM)].map((match) => match[1] ?? '*');
  const destructive = method === 'DELETE';
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(method) || contract.body !== undefined;
  return fc.record({
    params: fc.tuple(
      ...names.map((name) => (ID_PARAM.test(name) ? pathId(ids, { destructive }) : pathText(FIXTURE_TEXTS))),
    ),
    query: queryString(contract.query),
    body: takesBody ? bodyCase(contract.body) : fc.constant<BodyCase>({ kind: 'none' }),
    // Now and then no credentials or a broken token: non-public routes must refuse with a DRF 401.
    auth: fc.oneof(
      { arbitrary: fc.constant<AuthCase>('valid'), weight: 40 },
      { arbitrary: fc.constantFrom<AuthCase>('none', 'garbage'), weight: 1 },
    ),
  });
}

function send(app: FastifyInstance, registered: RegisteredEndpoint, request: RequestCase, access: string) {
  let index = 0;
  const path = registered.url.replace(PARAM, () => request.params[index++] ?? '');
  const headers: Record<string, string> = {};
  if (request.auth === 'valid') headers.authorization = `Bearer ${access}`;
  if (request.auth === 'garbage') headers.authorization = `Bearer ${access.slice(0, -4)}AAAA`;
  const { body } = request;
  let payload: string | undefined;
  if (body.kind === 'json') {
    payload = JSON.stringify(body.value);
    if (payload !== undefined) headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    payload = body.payload;
    if (body.contentType) headers['content-type'] = body.contentType;
  }
  const method = registered.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const response = app.inject({ method, url: path + request.query, headers, payload });
  return Promise.race([
    response,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS).unref(),
    ),
  ]);
}

function describeRequest(registered: RegisteredEndpoint, request: RequestCase, response: LightMyRequestResponse) {
  const body = request.body.kind === 'none' ? '' : JSON.stringify(request.body).slice(0, 500);
  return `${registered.method} ${response.raw.req.url} (auth ${request.auth}) ${body}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`;
}

/**
 * Without credentials a staff route answers 401, unless Fastify refused the request before the route ran: an
 * unmatched path, a body too large, malformed, nested too deeply or of a type it does not parse.
 */
const PRE_AUTH_CODES: Array<string | undefined> = [
  'not_found',
  'parse_error',
  'body_too_deep',
  'payload_too_large',
  'unsupported_media_type',
];
function refusedBeforeAuth(response: LightMyRequestResponse) {
  if (response.statusCode === 401) return true;
  if (response.statusCode < 400) return false;
  return PRE_AUTH_CODES.includes(response.json<{ code?: string }>().code);
}

/** Status counts per route, printed at the end so a run shows how much got past validation. */
const summary: string[] = [];

async function checkRoute(session: Session, registered: RegisteredEndpoint) {
  const counts = new Map<number, number>();
  const started = performance.now();
  const { app } = session.harness;
  const documented = documentedStatuses(registered);
  const property = fc.asyncProperty(requestCases(registered, session.ids), async (request) => {
    const response = await send(app, registered, request, session.access);
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    const authenticated = request.auth === 'valid';
    let problem = contractViolation(registered.endpoint, response, { authenticated, documented });
    if (!problem && !authenticated && !registered.endpoint.public && !refusedBeforeAuth(response)) {
      problem = `answered ${response.statusCode} without valid credentials`;
    }
    if (problem) throw new Error(`${problem}\n${describeRequest(registered, request, response)}`);
  });
  // A few runs side by side: sign-in and password routes spend their time hashing (up to four at once).
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    fc.assert(property, {
      numRuns: Math.ceil(NUM_RUNS / LANES),
      seed: SEED === undefined ? undefined : SEED + lane,
    }),
  );
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  summary.push(`${session.harness.kind} ${registered.method} ${registered.url}: ${statuses.join(' ')} in ${seconds}s`);
}

test('finds the contracts of the routes', () => {
  expect(contracts.length).toBeGreaterThan(0);
});

describe.each(databaseKinds)('route contracts on %s', (kind) => {
  let shared: Promise<Session> | undefined;
  afterAll(async () => {
    await (await shared)?.harness.close();
    console.log(summary.filter((line) => line.startsWith(kind)).join('\n'));
  });

  test.each(contracts.map((registered) => [`${registered.method} ${registered.url}`, registered] as const))(
    '%s keeps its contract',
    async (_name, registered) => {
      const own = registered.method === 'DELETE';
      const session = own ? await openSession(kind) : await (shared ??= openSession(kind));
      try {
        await checkRoute(session, registered);
      } finally {
        if (own) await session.harness.close();
      }
    },
    ROUTE_TIMEOUT_MS,
  );
});
