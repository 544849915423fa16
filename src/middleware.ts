import { defineMiddleware } from 'astro:middleware';
import { SECURITY_HEADERS } from './layouts/securityPolicy.ts';

/** Every response of the console server (pages, redirects, errors) carries the security headers. */
export const onRequest = defineMiddleware(async (_context, next) => {
  let response = await next();
  try {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  } catch {
    // A response with immutable headers (Response.redirect): copy it.
    response = new Response(response.body, response);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  }
  return response;
});
