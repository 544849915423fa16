import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Database } from '../db/client.ts';
import { recordVersion } from '../../shared/editVersion.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The record a write changes, as the API answers it, for a write whose address has no read (a record the
     * console reads inside another: an account's billing setting, its users); null when there is none.
     */
    currentRecord?: (request: FastifyRequest) => Promise<unknown>;
  }
}

const WRITES = new Set(['PATCH', 'PUT']);

/**
 * Two people editing one record: every JSON answer of a write, or of a read where a write can be sent, carries its
 * version (ETag, see recordVersion), and a write sent with `If-Match` over a version that is no longer the current one is refused
 * with 412, the current record and its version, so the console can say what changed and let the person reload or
 * overwrite. The current record is the route's `currentRecord`, else what a GET of the same address answers to
 * the same caller; a write without If-Match (another client, a script) is not checked, and one with neither (nothing
 * to compare with) goes through. `If-Match` takes `*` and lists of tags (matchesAny); a read sent with the version
 * the client holds in `If-None-Match` answers 304 without the record.
 *
 * The comparison and the write are one step: every write to an address runs under that address's lock
 * (Database.withLock, held across all API processes), from reading the current record until its answer is ready.
 * So of ten saves sent at once over one version exactly one is written and nine are refused, on PostgreSQL with
 * several processes as on PGlite.
 */
export function registerEditVersions(app: FastifyInstance, database: Pick<Database, 'withLock'>): void {
  // The addresses a write can be sent to. Only their reads carry a version: the console keeps one per address for
  // its next write there, so a list's version would never be used, and fingerprinting a page of legal entities
  // with their 1,700 accounts costs a millisecond.
  const writable = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const versioned =
      WRITES.has(request.method) || (request.method === 'GET' && writable.has(request.routeOptions.url!));
    if (!versioned || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!isJson(reply.getHeader('content-type'))) return payload;
    const version = recordVersion(JSON.parse(payload));
    reply.header('ETag', version);
    // A read of a version the client holds: RFC 9110 13.1.2, weak comparison.
    const held = request.method === 'GET' ? request.headers['if-none-match'] : undefined;
    if (held && matchesAny(held, version, 'weak')) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    return payload;
  });

  // After every preHandler (who may call it), each write's handler runs under its record's lock, behind the check:
  // a refusal hands over the record.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITES.has(method))) return;
    writable.add(route.url);
    const write: RouteHandlerMethod = route.handler;
    route.handler = function (request, reply) {
      if (!WRITES.has(request.method)) return write.call(this, request, reply);
      return database.withLock(`edit ${addressOf(request)}`, async () => {
        if (await refusedVersion(request, reply)) return reply;
        return write.call(this, request, reply);
      });
    };
  });

  /** Whether the write was refused (and answered 412) for a version that is no longer the current one. */
  async function refusedVersion(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const expected = request.headers['if-match'];
    if (!expected) return false;
    const record = await currentRecord(request);
    if (record === null) return false;
    const current = recordVersion(record);
    if (matchesAny(expected, current, 'strong')) return false;
    // Not awaited: a reply is thenable, and resolves only once it has been sent.
    void reply
      .code(412)
      .header('ETag', current)
      .send({ detail: apiTexts.editConflict, code: apiErrorCodes.editConflict, current: record });
    return true;
  }

  async function currentRecord(request: FastifyRequest): Promise<unknown> {
    const ofRoute = request.routeOptions.config.currentRecord;
    if (ofRoute) return ofRoute(request);
    const read = await app.inject({
      method: 'GET',
      url: addressOf(request),
      headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
    });
    return read.statusCode === 200 ? read.json() : null;
  }
}

/**
 * Whether an If-Match or If-None-Match value names the current version (RFC 9110 13.1.1-2): `*` names any current
 * record; otherwise a comma-separated list of entity tags, any of which may match. A weak tag (W/"…") never matches
 * strongly, as If-Match compares; weakly, as If-None-Match compares, it matches the same opaque tag.
 */
export function matchesAny(header: string, current: string, comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  return (header.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => {
    const weak = tag.startsWith('W/');
    if (weak && comparison === 'strong') return false;
    return (weak ? tag.slice(2) : tag) === current;
  });
}

/** The record's address: the path without its query or a trailing slash (both name the same record). */
function addressOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!.replace(/(.)\/$/, '$1');
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}
