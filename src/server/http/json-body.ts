/**
 * Request bodies: JSON only (415 otherwise, see app.ts), parsed by Fastify's own parser (which refuses
 * `__proto__` and `constructor.prototype`), after two checks of the text as it came:
 * - nesting past MAX_BODY_DEPTH answers 400 with apiTexts.bodyTooDeep on every route, before anything walks the
 *   value (a 5,000-deep body overflowed the stack of code that stringifies it);
 * - the text is kept as `request.rawBody`, the bytes an Idempotency-Key is bound to (idempotency.ts).
 */
import type { FastifyInstance } from 'fastify';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { ApiError } from '../errors.ts';

/** The largest body a call takes (413 past it); the largest real one, a legal entity with its accounts, is a few KB. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Objects and arrays inside one another; the deepest call body has four. Said in apiTexts.bodyTooDeep. */
export const MAX_BODY_DEPTH = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as it came; null for a request without one. */
    rawBody: string | null;
  }
}

/** Whether JSON text nests objects and arrays deeper than `limit` (brackets inside strings do not count). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return false;
}

export function registerJsonBodies(app: FastifyInstance): void {
  app.decorateRequest('rawBody', null);
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_BODY_DEPTH)) {
      return done(new ApiError(400, { detail: apiTexts.bodyTooDeep, code: apiErrorCodes.bodyTooDeep }), undefined);
    }
    request.rawBody = text;
    parse(request, text, done);
  });
}
