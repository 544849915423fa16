import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * to compare with) goes through.
 */
export function registerEditVersions(app: FastifyInstance): void {
  // The addresses a write can be sent to. Only their reads carry a version: the console keeps one per address for
  // its next write there, so a list's version would never be used, and fingerprinting a page of legal entities
  // with their 1,700 accounts costs a millisecond.
  const writable = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const versioned =
      WRITES.has(request.method) || (request.method === 'GET' && writable.has(request.routeOptions.url!));
    if (versioned && reply.statusCode === 200 && typeof payload === 'string' && isJson(reply.getHeader('content-type')))
      reply.header('ETag', recordVersion(JSON.parse(payload)));
    return payload;
  });

  // Each write's own last preHandler, after its plugin's (who may call it): a refusal hands over the record.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITES.has(method))) return;
    writable.add(route.url);
    route.preHandler = [...[route.preHandler ?? []].flat(), checkVersion];
  });

  async function checkVersion(request: FastifyRequest, reply: FastifyReply) {
    const expected = request.headers['if-match'];
    if (!WRITES.has(request.method) || !expected) return;
    const record = await currentRecord(request);
    if (record === null) return;
    const current = recordVersion(record);
    if (current === expected) return;
    return reply
      .code(412)
      .header('ETag', current)
      .send({ detail: apiTexts.editConflict, code: apiErrorCodes.editConflict, current: record });
  }

  async function currentRecord(request: FastifyRequest): Promise<unknown> {
    const ofRoute = request.routeOptions.config.currentRecord;
    if (ofRoute) return ofRoute(request);
    const read = await app.inject({
      method: 'GET',
      url: request.url.split('?')[0]!,
      headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
    });
    return read.statusCode === 200 ? read.json() : null;
  }
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}
