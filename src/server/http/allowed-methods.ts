/**
 * A known address asked with a method it does not answer gets 405 with `Allow` (RFC 9110 15.5.6), not 404: the
 * client learns it has the right address and the wrong method (app.ts's not-found handler asks `allowedAt`). Asked
 * OPTIONS outside a CORS preflight, it says what it takes. The addresses are the routes' own patterns, matched as
 * the router does (with a trailing slash or without one).
 */
import type { FastifyInstance } from 'fastify';
import { apiErrorCodes } from '../../shared/apiTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';

/** The methods a client names in Allow: HEAD comes with GET; OPTIONS is the CORS preflight of every address. */
const NAMED = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's URL as a pattern: `:id` and `:id(regex)` take one segment, `*` the rest; a trailing slash is optional. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/$/, '')
    .split(/(:\w+(?:\([^)]*\))?|\*)/)
    .map((part, index) =>
      index % 2 === 1 ? (part === '*' ? '.*' : '[^/]+') : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Records every route's address; answers the methods a path is served with (none: not a known address). */
export function registerAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => NAMED.has(method));
    // A catch-all (`*`) would make every address known.
    if (methods.length === 0 || route.url === '*' || route.url === '/*') return;
    const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    methods.forEach((method) => known.methods.add(method));
    routes.set(route.url, known);
  });
  const allowedAt = (path: string) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(path)) methods.forEach((method) => allowed.add(method));
    }
    return [...NAMED].filter((method) => allowed.has(method));
  };
  // An OPTIONS that is not a CORS preflight (no Access-Control-Request-Method) asks what the address takes: 204 with
  // Allow (RFC 9110 9.3.7), or the 404 of an address nobody serves, instead of the CORS plugin's text refusal.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method']) return payload;
    const allowed = allowedAt(request.url.split('?')[0]!);
    if (allowed.length === 0) {
      reply.code(404).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ detail: drfTexts.notFound, code: apiErrorCodes.notFound });
    }
    reply
      .code(204)
      .removeHeader('content-type')
      .header('Allow', [...allowed, 'OPTIONS'].join(', '));
    return '';
  });
  return allowedAt;
}
