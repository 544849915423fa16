/**
 * The console's one front door, in front of what Astro builds (`dist/`): every response passes here first and
 * leaves with the security headers, whoever writes it. The hashed assets go out as the brotli or gzip copies made at
 * build time (precompress.ts), cached for good; pages are Astro's, compressed as they stream.
 */
import fastifyStatic from '@fastify/static';
import compression from 'compression';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SECURITY_HEADERS } from '../layouts/securityPolicy.ts';

/** Astro's Node handler (the adapter's middleware mode): renders pages, redirects and the not-found page. */
export type PageHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface ConsoleServerOptions {
  /** The built browser files (`dist/client`), with their .br and .gz copies. */
  clientDir: string;
  renderPage: PageHandler;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The policy of everything that is not a page (scripts, styles, the icon, plain errors): nothing in it runs, loads or
 * frames anything. A page's own policy, which Astro writes with its hashes, takes its place.
 */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Built files are named by their content hash: a new build is a new name, so a browser may keep one for good. */
const HASHED_ASSETS = `${path.sep}_astro${path.sep}`;

/**
 * A host name (or IPv4, or a bracketed IPv6 address) and an optional port: the only Host a page is rendered for.
 * The page's connect-src and frame-src name the host it was asked at (src/layouts/securityPolicy.ts), and a URL's
 * host may hold `;`, `,` and quotes, which would write directives of their own into the policy.
 */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function buildConsoleServer({ clientDir, renderPage, logger = false }: ConsoleServerOptions): FastifyInstance {
  const app = Fastify({ logger });

  // On the raw response, before anything is written: Fastify's replies and Astro's pages both keep them (a header
  // Astro writes itself, like a page's Content-Security-Policy, replaces the one set here).
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('Content-Security-Policy', NON_PAGE_POLICY);
  });

  // After the headers, so the refusal carries them too.
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (host === undefined || !HOST_HEADER.test(host)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request: the Host header names no host.');
    }
  });

  app.register(fastifyStatic, {
    root: clientDir,
    // One route per built file, found at start: any other address is a page (or the not-found page).
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Astro's image endpoint: the console shows no optimized images, so nothing answers there.
  app.all('/_image', (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));

  const compressPage = compression({ threshold: 1024 });
  app.setNotFoundHandler((request, reply) => {
    // Astro writes the page to the raw response itself; compression() wraps it on the way out.
    reply.hijack();
    compressPage(request.raw as never, reply.raw as never, () => void renderPage(request.raw, reply.raw));
  });

  return app;
}
