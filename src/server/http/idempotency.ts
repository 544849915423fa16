/**
 * Calls that cost money or create something at a provider (buying a number, registering a brand or a campaign, a
 * carrier order, test calls) declare `idempotent: true` in their contract and take an `Idempotency-Key` header: one
 * new key per person's action, the same key when the action is sent again. The first call with a key runs; a repeat
 * (a retry after a lost answer, a second click, a script run twice) answers the first result, marked
 * `Idempotent-Replayed: true`, without calling the provider again. The same key with another request is refused,
 * and so is a repeat while the first call still runs. Keys belong to the signed-in user and answer for a day. A
 * first call that ends in a server or provider error (5xx) is forgotten, so its key may try again.
 *
 * A first call holds its key for CLAIM_LEASE_MS, longer than its provider requests can take. One whose process
 * died mid-call leaves the key unfinished: past the lease a repeat is told that the outcome is not known and
 * where to see it (the endpoint's `outcome`), never to try again in a moment, and the key stays spent so the
 * action is not made twice behind the person's back.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotent_requests } from '../db/schema.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { DEFAULT_TIMEOUT_MS } from '../providers/http.ts';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key answers its first result. */
const WINDOW = sql`interval '24 hours'`;
/** Printable ASCII without spaces, as the IETF draft's examples; a UUID fits. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const SWEEP_BATCH = 100;
/**
 * How long a first call may hold its key before a repeat is told its outcome is unknown: a paid call makes a few
 * provider requests one after another (scaling: list, register, order), each cut off at DEFAULT_TIMEOUT_MS.
 */
export const CLAIM_LEASE_MS = 10 * DEFAULT_TIMEOUT_MS;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept for repeats (set by the idempotency preHandler). */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

/** What a key is bound to: the method, the address and the body's bytes as they came (json-body.ts). */
export const hashRequest = (method: string, url: string, rawBody: string | null) =>
  createHash('sha256')
    .update(`${method} ${url}\n${rawBody ?? ''}`)
    .digest('hex');

const refuse = (reply: FastifyReply, status: number, detail: string, code: string) =>
  reply.code(status).send({ detail, code });

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyClaim', null);

  // The route's own last preHandler: after its plugin's authentication, so the key is the signed-in user's.
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint?.idempotent) return;
    if (!endpoint.outcome) throw new Error(`${endpoint.summary}: an idempotent call must say where its outcome shows`);
    route.preHandler = [...[route.preHandler ?? []].flat(), claim];
  });

  // Before compression, so the answer is kept as the JSON text it is.
  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotent_requests.user_id, claimed.userId), eq(idempotent_requests.key, claimed.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotent_requests).where(where);
    } else {
      await db.update(idempotent_requests).set({ status: reply.statusCode, response: payload }).where(where);
    }
    return payload;
  });

  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const userId = request.user?.id;
    if (userId === undefined) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      return refuse(reply, 400, apiTexts.idempotencyKeyRequired, apiErrorCodes.idempotencyKeyRequired);
    }
    const requestHash = hashRequest(request.method, request.url, request.rawBody);
    const [claimed] = await db
      .insert(idempotent_requests)
      .values({ user_id: userId, key, request_hash: requestHash })
      .onConflictDoUpdate({
        target: [idempotent_requests.user_id, idempotent_requests.key],
        set: { request_hash: requestHash, status: null, response: null, created_at: sql`now()` },
        setWhere: sql`${idempotent_requests.created_at} < now() - ${WINDOW}`,
      })
      .returning({ key: idempotent_requests.key });
    if (claimed) {
      request.idempotencyClaim = { userId, key };
      await sweep();
      return;
    }

    const [first] = await db
      .select({
        hash: idempotent_requests.request_hash,
        status: idempotent_requests.status,
        response: idempotent_requests.response,
        leased: sql<boolean>`${idempotent_requests.created_at} > now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000})`,
      })
      .from(idempotent_requests)
      .where(and(eq(idempotent_requests.user_id, userId), eq(idempotent_requests.key, key)));
    if (first && first.hash !== requestHash) {
      return refuse(reply, 400, apiTexts.idempotencyKeyReused, apiErrorCodes.idempotencyKeyReused);
    }
    // Unfinished past its lease: the process that ran it died, and only the provider knows what it did.
    if (first && first.status === null && !first.leased) {
      const detail = apiTexts.idempotencyOutcomeUnknown(request.routeOptions.config.endpoint!.outcome!);
      return refuse(reply, 409, detail, apiErrorCodes.idempotencyOutcomeUnknown);
    }
    // Still running (or forgotten a moment ago after a failure): the caller tries again shortly.
    if (!first || first.status === null || first.response === null) {
      reply.header('retry-after', '1');
      return refuse(reply, 409, apiTexts.idempotencyKeyInUse, apiErrorCodes.idempotencyKeyInUse);
    }
    return reply
      .code(first.status)
      .type('application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(first.response);
  }

  /** Keys past their day, a batch at a time, as new ones come. */
  async function sweep() {
    const expired = db
      .select({ user_id: idempotent_requests.user_id, key: idempotent_requests.key })
      .from(idempotent_requests)
      .where(lt(idempotent_requests.created_at, sql`now() - ${WINDOW}`))
      .limit(SWEEP_BATCH);
    await db
      .delete(idempotent_requests)
      .where(sql`(${idempotent_requests.user_id}, ${idempotent_requests.key}) in ${expired}`);
  }
}
