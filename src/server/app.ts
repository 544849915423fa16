/**
 * The API as a Fastify instance, built by a factory so tests run it in-process with app.inject().
 * Responses follow DRF: field errors `{field: [messages]}` (400), everything else `{detail, code}`.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { publicApiUrl, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerAllowedMethods } from './http/allowed-methods.ts';
import { registerEditVersions } from './http/edit-versions.ts';
import { BODY_LIMIT_BYTES, registerJsonBodies } from './http/json-body.ts';
import { ApiError, isStatementTimeout } from './errors.ts';
import { accountRoutes } from './routes/accounts.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { userRoutes } from './routes/users.ts';
import type { RegisteredEndpoint } from './http/endpoint-route.ts';
import type { RouteDeps } from './http/route-deps.ts';
import { createProviders, ProviderError, type Providers } from './providers/index.ts';
import { createServices } from './services/index.ts';
import { accountLookupsRoutes } from './routes/account-lookups.ts';
import { accountWritesRoutes } from './routes/account-writes.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { billingAndPhonesRoutes } from './routes/billing-and-phones.ts';
import { callRescueRoutes } from './routes/call-rescue.ts';
import { registrationRoutes } from './routes/registration.ts';
import { campaignManagementRoutes } from './routes/campaign-management.ts';
import { legalEntitiesRoutes } from './routes/legal-entities.ts';
import { openapiRoutes } from './routes/openapi.ts';
import { authEventsRoutes } from './routes/auth-events.ts';
import { twilioAdminRoutes } from './routes/twilio-admin.ts';
import { apiErrorCodes, apiTexts } from '../shared/apiTexts.ts';
import { drfTexts } from '../shared/drfTexts.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Fastify logger option; defaults to pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes its lines (stdout when not given): tests read what the API logs. */
  logStream?: { write(line: string): void };
  /** The external services; built from config (sandboxes unless configured) when not given. Tests pass their own. */
  providers?: Providers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The base of every absolute address an answer carries (config.ts publicApiUrl). */
    publicUrl: string;
  }
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * What the request log says of a request: its method and route pattern, never the address as sent, whose query
 * holds search terms (customer names, phones, e-mails) and whose path may hold a token (a dashboard embedding, a
 * reset link). Nor the client's address: the sign-in record keeps that where it is needed.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: request.routeOptions?.url ?? '(no route)',
    id: request.id,
  }),
};

export function buildApp({ config, database, logger, logStream, providers }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Off by default: X-Forwarded-For is anyone's to write until a proxy in front is trusted to set it.
    trustProxy: config.trustProxy,
  });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('publicUrl', publicApiUrl(config));
  // Every route of a declared call goes into the OpenAPI document (routes/openapi.ts).
  const endpoints: RegisteredEndpoint[] = [];
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') endpoints.push({ method, url: route.url, endpoint });
    }
  });
  const allowedMethods = registerAllowedMethods(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  // Before compression, so a version is the digest of the JSON itself, and a kept answer is the JSON text.
  registerEditVersions(app, database);
  registerIdempotency(app, database.db);
  // JSON answers over 1 KB go out brotli or gzip, as the client accepts (Vary: Accept-Encoding); a list page of
  // accounts shrinks about tenfold. Request bodies stay plain: nothing the console sends is large.
  app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'Idempotency-Key'],
    // The console says when to try again after a 429, and keeps the version it edits (ETag); a cross-origin
    // script reads only exposed headers.
    exposedHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
  // Bodies are JSON only (415 otherwise), unlike DRF, which takes form posts too: any web page can make a
  // browser post a form here, and a form post to sign-in or password reset would spend its victim's limits.
  registerJsonBodies(app);

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url.split('?')[0]!);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ detail: drfTexts.methodNotAllowed(request.method), code: apiErrorCodes.methodNotAllowed });
    }
    return reply.code(404).send({ detail: drfTexts.notFound, code: apiErrorCodes.notFound });
  });
  app.setErrorHandler((error: FastifyError | ApiError | ProviderError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof ProviderError) {
      // The provider's detail is scrubbed of secrets and short: staff see why the service refused.
      request.log.warn({ service: error.service, operation: error.operation, code: error.code }, error.message);
      const refused = error.code === 'not_allowed' || error.code === 'invalid_state';
      return reply
        .code(refused ? 400 : 502)
        .send({ detail: error.detail, code: refused ? error.code : 'provider_error' });
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ url: request.url }, 'a search ran past its time budget');
      return reply.code(503).send({ detail: apiTexts.searchTimedOut, code: apiErrorCodes.searchTimedOut });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ detail: apiTexts.payloadTooLarge, code: apiErrorCodes.payloadTooLarge });
    if (status === 415) {
      return reply.code(415).send({ detail: apiTexts.unsupportedMediaType, code: apiErrorCodes.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, empty body, bad content length): say what, never how.
      return reply.code(400).send({ detail: apiTexts.parseError, code: apiErrorCodes.parseError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: drfTexts.serverError, code: apiErrorCodes.serverError });
  });

  const built = createServices({
    config,
    database,
    providers: providers ?? createProviders(config),
    logger: app.log,
  });
  app.addHook('onClose', () => built.close());
  const deps: RouteDeps = { config, services: built.services, endpoints };
  for (const routes of [
    healthRoutes,
    authRoutes,
    userRoutes,
    authEventsRoutes,
    passwordResetRoutes,
    accountRoutes,
    accountWritesRoutes,
    accountLookupsRoutes,
    billingAndPhonesRoutes,
    twilioAdminRoutes,
    callRescueRoutes,
    campaignManagementRoutes,
    legalEntitiesRoutes,
    analyticsRoutes,
    registrationRoutes,
    openapiRoutes,
  ]) {
    app.register(routes, deps);
  }

  return app;
}
