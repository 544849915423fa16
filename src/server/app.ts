/**
 * The API as a Fastify instance, built by a factory so tests run it in-process with app.inject().
 * Responses follow DRF: field errors `{field: [messages]}` (400), everything else `{detail, code}`.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiErrorCodes, apiErrors } from '../shared/messages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ApiError } from './errors.ts';
import { accountRoutes } from './routes/accounts.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { userRoutes } from './routes/users.ts';
import { createAccountListService } from './services/account-list.ts';
import { createAuthService } from './services/auth.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Fastify logger option; defaults to pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 100 * 1024;

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export function buildApp({ config, database, logger }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  // DRF accepts form posts too; keep that for sign-in from simple clients.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: apiErrors.notFound, code: apiErrorCodes.notFound });
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ detail: apiErrors.payloadTooLarge, code: apiErrorCodes.payloadTooLarge });
    if (status === 415) {
      return reply.code(415).send({ detail: apiErrors.unsupportedMediaType, code: apiErrorCodes.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, empty body, bad content length): say what, never how.
      return reply.code(400).send({ detail: apiErrors.parseError, code: apiErrorCodes.parseError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: apiErrors.serverError, code: apiErrorCodes.serverError });
  });

  const auth = createAuthService(database.db, config);
  const accountList = createAccountListService(database.db);
  app.register(healthRoutes, { database });
  app.register(authRoutes, { auth });
  app.register(userRoutes, { auth });
  app.register(accountRoutes, { auth, db: database.db, accountList });

  return app;
}
