/**
 * GET /api/schema (the OpenAPI 3.1 document, from every route's contract) and GET /api/docs (that document as a
 * page that works offline). Public. Built once, on the first request, when every route has been added.
 */
import type { FastifyPluginAsync } from 'fastify';
import { publicApiUrl } from '../config.ts';
import { sendHtml } from '../http/html-page.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { buildOpenApiDocument } from '../http/openapi-document.ts';
import { renderDocsPage } from '../http/openapi-docs-page.ts';

export const openapiRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, endpoints }) => {
  let built: { json: string; html: string } | null = null;
  const build = () => {
    if (!built) {
      const document = buildOpenApiDocument(endpoints, publicApiUrl(config));
      built = { json: JSON.stringify(document), html: renderDocsPage(document) };
    }
    return built;
  };

  app.get('/api/schema', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(build().json),
  );

  app.get('/api/docs', async (_request, reply) => sendHtml(reply, 200, build().html));
};
