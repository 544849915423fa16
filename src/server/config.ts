/**
 * Server configuration: read from the environment once, validated with zod, failing fast with one message
 * that names every bad variable.
 *
 * | variable                  | default                                        |
 * |---------------------------|------------------------------------------------|
 * | PORT                      | 8000                                           |
 * | HOST                      | 127.0.0.1 (loopback; set 0.0.0.0 to expose)    |
 * | DATABASE_URL              | unset: embedded PGlite in ${DATA_DIR}/pglite   |
 * | DATA_DIR                  | .data                                          |
 * | JWT_SECRET                | required (>= 32 chars) with DATABASE_URL; else generated once into ${DATA_DIR}/jwt-secret |
 * | CORS_ORIGINS              | http://localhost:4321,http://127.0.0.1:4321    |
 * | ACCESS_TOKEN_TTL_SECONDS  | 1800                                           |
 * | REFRESH_TOKEN_TTL_SECONDS | 1209600 (14 days)                              |
 * | LOG_LEVEL                 | info                                           |
 * | CONSOLE_URL               | the first CORS origin (links in e-mails point there, or to the CORS origin asked from) |
 * | PUBLIC_API_URL            | unset: page links on http://{HOST}:{PORT}, dashboard frames as a path the console puts on its API address (the API's address as browsers reach it; the console reads the same variable) |
 * | SMTP_URL                  | unset: mail goes to ${DATA_DIR}/outbox as .eml files |
 * | MAIL_FROM                 | Rescue Console <no-reply@localhost>            |
 * | RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP / _PER_IP / _PER_USERNAME | 10 / 50 / 100 failed sign-ins per window |
 * | RATE_LIMIT_SIGN_IN_WINDOW_SECONDS | 900                                    |
 * | TRUST_PROXY               | unset: the client address is the socket's; the proxies' addresses (Fastify's trustProxy) |
 * | RATE_LIMIT_RESET_PER_EMAIL / _PER_IP | 5 / 20 reset requests per window    |
 * | RATE_LIMIT_RESET_WINDOW_SECONDS | 3600                                     |
 * | LIST_COUNT_CACHE_SECONDS  | 5 (how long the accounts list and the monitor keep a total; 0 counts every request, as `bench:api` measures first-time searches) |
 * | SANDBOX_FAILURES          | unset: comma list of sandbox operations to fail (`messaging.provisionNumber,tcr.*`); besides the calls, the reviews: `messaging.reviewA2pProfile`, `messaging.reviewA2pBrand`, `messaging.reviewA2pUseCase` (each fails that step's review, decided when it is submitted), `tcr.verifyBrand` (brand vetting), `tcr.vetCampaign` (the carriers' campaign review) |
 * | SANDBOX_REGISTRATION_SPEED | 1: the sandboxes' registration reviews take the providers' real time (an A2P profile 1-3 days, a campaign 14-42, TCR's brand vetting 3 minutes but never under 15 s); a positive number speeds them up (1440 makes a day pass in a minute) |
 * | TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN | unset: the messaging sandbox; both set: the real API |
 * | TWILIO_API_URL, TWILIO_TRUSTHUB_URL, TWILIO_MESSAGING_URL | https://api / trusthub / messaging.twilio.com |
 * | TCR_API_KEY, TCR_API_SECRET | unset: the TCR sandbox; both set: the real CSP API |
 * | TCR_API_URL               | https://csp-api.campaignregistry.com/v2        |
 * | SALESFORCE_INSTANCE_URL, SALESFORCE_ACCESS_TOKEN | unset: the Salesforce sandbox; both set: the real API |
 * | SALESFORCE_API_VERSION    | v60.0                                          |
 * | ANALYTICS_SITE_URL        | unset: the API serves the embedded dashboards itself |
 * | ANALYTICS_EMBEDDING_SECRET | required with ANALYTICS_SITE_URL; else generated once into ${DATA_DIR}/analytics-embedding-secret (derived from JWT_SECRET with DATABASE_URL) |
 * | ANALYTICS_DASHBOARD_IDS   | 484 (comma list of the dashboards that may be embedded) |
 * | ENCRYPTION_KEY            | secret (32+ characters) that encrypts stored provider credentials; generated once into ${DATA_DIR}/encryption-key (derived from JWT_SECRET with DATABASE_URL; set it so rotating JWT_SECRET keeps stored credentials readable) |
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './private-dir.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A sign-in ends this long after it began, however often its tokens are rotated (SESSION_MAX_AGE_SECONDS). */
  sessionMaxAgeSeconds: number;
  /** A sign-in ends when its refresh token has gone unused this long (SESSION_IDLE_SECONDS). */
  sessionIdleSeconds: number;
  logLevel: LogLevel;
  /**
   * The API's address as browsers reach it (behind a proxy, say); null means http://{host}:{port} for page links,
   * and a path for dashboard frames (providers/index.ts), since only the browser knows the host it uses.
   */
  publicUrl: string | null;
  /** Origin of the console; password reset links point at `${consoleUrl}/reset_password/{token}`. */
  consoleUrl: string;
  /** smtp:// or smtps:// URL (credentials inside); null writes mail to the outbox folder instead. */
  smtpUrl: string | null;
  mailFrom: string;
  rateLimits: RateLimitsConfig;
  /** How long list totals are kept (paging asks the same one again and again); 0 keeps none. */
  countCacheSeconds: number;
  /**
   * Fastify's trustProxy: false uses the socket's address; the proxies' addresses (IPs, CIDRs, `loopback`,
   * `linklocal`, `uniquelocal`) take the client address from X-Forwarded-For when a request comes through them.
   */
  trustProxy: TrustProxy;
  /** Sandbox operations that fail on purpose, as `service.operation` or `service.*`. */
  sandboxFailures: string[];
  /** How many times faster than the providers' real time the sandboxes' registration reviews decide. */
  sandboxRegistrationSpeed: number;
  /** The real messaging API; null keeps the sandbox. */
  messaging: MessagingConfig | null;
  /** The real TCR API; null keeps the sandbox. */
  tcr: TcrConfig | null;
  /** The real Salesforce API; null keeps the sandbox. */
  salesforce: SalesforceConfig | null;
  analytics: AnalyticsConfig;
  /** Encrypts provider credentials at rest (lib/secret-box.ts); never logged. */
  encryptionKey: string;
}

export interface MessagingConfig {
  accountSid: string;
  authToken: string;
  apiUrl: string;
  trustHubUrl: string;
  messagingUrl: string;
}

export interface TcrConfig {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

export interface SalesforceConfig {
  instanceUrl: string;
  accessToken: string;
  apiVersion: string;
}

export interface AnalyticsConfig {
  /** HS256 key of the signed-embedding tokens. */
  embeddingSecret: string;
  /** External analytics host; null when the API serves the embed page itself. */
  siteUrl: string | null;
  /** Dashboards that may be embedded. */
  dashboardIds: number[];
}

/** Fixed-window limits: at most `limit` requests per key in `windowSeconds`. */
export interface RateLimitConfig {
  limit: number;
  windowSeconds: number;
}

export type TrustProxy = false | string[];

/** Sign-in limits count failed password checks; reset limits count every request. */
export interface RateLimitsConfig {
  signInPerUsernameAndIp: RateLimitConfig;
  signInPerIp: RateLimitConfig;
  /** Across every address: a higher bound against guessing spread over many addresses. */
  signInPerUsername: RateLimitConfig;
  resetPerEmail: RateLimitConfig;
  resetPerIp: RateLimitConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const JWT_SECRET_MIN = 32;
/** Every generated or configured signing secret is at least this long. */
const SECRET_MIN = JWT_SECRET_MIN;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const DEFAULT_DATA_DIR = '.data';

/** DATA_DIR as the API reads it (blank counts as unset), made absolute: where PGlite and generated secrets live. */
/**
 * The API's address as browsers reach it, without a trailing slash: PUBLIC_API_URL, else where it listens (a
 * wildcard host read as localhost). The base of every absolute address the API hands out: page links, and
 * dashboard frames when PUBLIC_API_URL is set (without it they are paths, providers/index.ts). Never the request's
 * Host or X-Forwarded-Host, which anyone can write.
 */
export function publicApiUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve((blankToUndefined(env.DATA_DIR) as string | undefined) ?? DEFAULT_DATA_DIR);
}

/** The database the API opens for this environment, in the words its start-up line and `npm start` use. */
export function databaseDescription(env: NodeJS.ProcessEnv): string {
  return blankToUndefined(env.DATABASE_URL) === undefined
    ? `embedded PGlite in ${dataDirOf(env)}`
    : 'PostgreSQL (DATABASE_URL)';
}
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const PORT = 'must be a port number from 0 to 65535';
const SECONDS = 'must be a whole number of seconds above 0';
const positiveInt = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: SECONDS }).int(SECONDS).positive(SECONDS).default(fallback));
const COUNT = 'must be a whole number above 0';
const positiveCount = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: COUNT }).int(COUNT).positive(COUNT).default(fallback));
const SECONDS_OR_ZERO = 'must be a whole number of seconds, 0 or more';
const secondsOrZero = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: SECONDS_OR_ZERO }).int(SECONDS_OR_ZERO).min(0, SECONDS_OR_ZERO).default(fallback),
  );

const TRUST_PROXY_MESSAGE =
  'must be false or the comma-separated addresses of the proxies in front (IPs, CIDRs, loopback, linklocal, uniquelocal)';
const TRUST_PROXY_COUNT =
  "must name the proxies' addresses, not a hop count: a count cannot tell the proxy from a client that reached the API " +
  'directly and wrote its own X-Forwarded-For (Fastify trusts no hop count)';
const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify's trustProxy takes it; a message when it is none of the accepted forms. */
function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (/^\d+$/.test(text) || text === 'true') return { problem: TRUST_PROXY_COUNT };
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = (item: string) => {
    if (PROXY_PRESETS.has(item)) return true;
    const [address = '', prefix, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  };
  return items.length > 0 && items.every(valid) ? items : { problem: TRUST_PROXY_MESSAGE };
}

const SPEED = "must be a number above 0 (1 is the providers' real time, 1440 makes a day pass in a minute)";

const SANDBOX_SERVICES = ['messaging', 'tcr', 'salesforce'] as const;
const SANDBOX_FAILURE = new RegExp(`^(${SANDBOX_SERVICES.join('|')})\\.(\\*|[a-zA-Z]+)$`);
const commaList = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(fallback)
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  );
const HTTP_URL = 'must be an http(s):// URL';
const httpUrlSchema = z.url({ protocol: /^https?$/, error: HTTP_URL });
const httpUrl = (fallback: string) => z.preprocess(blankToUndefined, httpUrlSchema.default(fallback));
const optionalHttpUrl = () => optional(httpUrlSchema);

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'each origin must look like http(s)://host[:port] with no path or trailing slash');

const envSchema = z
  .object({
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: PORT }).int(PORT).min(0, PORT).max(65535, PORT).default(8000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string'),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default(DEFAULT_DATA_DIR)),
    JWT_SECRET: optional(z.string().min(JWT_SECRET_MIN, `must be at least ${JWT_SECRET_MIN} characters`)),
    CORS_ORIGINS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .default('http://localhost:4321,http://127.0.0.1:4321')
        .transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(origin)),
    ),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt(1800),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt(14 * 24 * 60 * 60),
    SESSION_MAX_AGE_SECONDS: positiveInt(12 * 60 * 60),
    SESSION_IDLE_SECONDS: positiveInt(2 * 60 * 60),
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.toLowerCase()) : value),
      z.enum(LOG_LEVELS).default('info'),
    ),
    CONSOLE_URL: optional(origin),
    PUBLIC_API_URL: optional(
      z
        .string()
        .url('must be an http(s) URL')
        .regex(/^https?:\/\//, 'must be an http(s) URL'),
    ),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_OUTBOX: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'must be 1 or 0' }).default('0')),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Rescue Console <no-reply@localhost>')),
    RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP: positiveCount(10),
    RATE_LIMIT_SIGN_IN_PER_IP: positiveCount(50),
    RATE_LIMIT_SIGN_IN_PER_USERNAME: positiveCount(100),
    RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: positiveInt(15 * 60),
    RATE_LIMIT_RESET_PER_EMAIL: positiveCount(5),
    RATE_LIMIT_RESET_PER_IP: positiveCount(20),
    RATE_LIMIT_RESET_WINDOW_SECONDS: positiveInt(60 * 60),
    LIST_COUNT_CACHE_SECONDS: secondsOrZero(5),
    TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('false')).transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === false || Array.isArray(trust)) return trust;
      ctx.addIssue({ code: 'custom', message: trust.problem });
      return z.NEVER;
    }),
    SANDBOX_FAILURES: commaList('').superRefine((items, ctx) => {
      const bad = items.filter((item) => !SANDBOX_FAILURE.test(item));
      if (bad.length === 0) return;
      ctx.addIssue({
        code: 'custom',
        message: `${bad.join(', ')}: each item must look like service.operation or service.*, with service one of ${SANDBOX_SERVICES.join(', ')}`,
      });
    }),
    SANDBOX_REGISTRATION_SPEED: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: SPEED }).positive(SPEED).default(1),
    ),
    TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-f]{32}$/, "must be 'AC' and 32 hex digits")),
    TWILIO_AUTH_TOKEN: optional(z.string()),
    TWILIO_API_URL: httpUrl('https://api.twilio.com'),
    TWILIO_TRUSTHUB_URL: httpUrl('https://trusthub.twilio.com'),
    TWILIO_MESSAGING_URL: httpUrl('https://messaging.twilio.com'),
    TCR_API_KEY: optional(z.string()),
    TCR_API_SECRET: optional(z.string()),
    TCR_API_URL: httpUrl('https://csp-api.campaignregistry.com/v2'),
    SALESFORCE_INSTANCE_URL: optionalHttpUrl(),
    SALESFORCE_ACCESS_TOKEN: optional(z.string()),
    SALESFORCE_API_VERSION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^v\d+\.\d$/, 'must look like v60.0')
        .default('v60.0'),
    ),
    ANALYTICS_SITE_URL: optionalHttpUrl(),
    ANALYTICS_EMBEDDING_SECRET: optional(z.string().min(SECRET_MIN, `must be at least ${SECRET_MIN} characters`)),
    ENCRYPTION_KEY: optional(z.string().min(SECRET_MIN, `must be at least ${SECRET_MIN} characters`)),
    ANALYTICS_DASHBOARD_IDS: commaList('484').pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,9}$/, 'must list whole numbers')
            .transform(Number),
        )
        .min(1, 'must list at least one dashboard id'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when DATABASE_URL is set' });
    }
    // The outbox keeps live reset links in files on the API's machine: a choice for demos and tests, never a default.
    if (env.DATABASE_URL && !env.SMTP_URL && env.MAIL_OUTBOX !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required when DATABASE_URL is set (reset mail would stay in DATA_DIR/outbox/ on this machine); set MAIL_OUTBOX=1 to keep it there anyway',
      });
    }

    // A real provider needs all of its credentials: half a pair is a mistake, not a request for the sandbox.
    const pairs = [
      ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
      ['TCR_API_KEY', 'TCR_API_SECRET'],
      ['SALESFORCE_INSTANCE_URL', 'SALESFORCE_ACCESS_TOKEN'],
    ] as const;
    for (const [first, second] of pairs) {
      if (Boolean(env[first]) !== Boolean(env[second])) {
        const missing = env[first] ? second : first;
        const present = env[first] ? first : second;
        ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${present} is set` });
      }
    }
    if (env.RATE_LIMIT_SIGN_IN_PER_USERNAME < env.RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP) {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_SIGN_IN_PER_USERNAME'],
        message:
          'must be at least RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP, or one address could lock a username out everywhere',
      });
    }
    if (env.ANALYTICS_SITE_URL && !env.ANALYTICS_EMBEDDING_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_EMBEDDING_SECRET'],
        message: 'is required when ANALYTICS_SITE_URL is set (the secret of that host)',
      });
    }
  });

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = dataDirOf(env);
  const databaseUrl = values.DATABASE_URL ?? null;
  const jwtSecret = values.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret', 'JWT_SECRET');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl,
    dataDir,
    // Only the embedded default may fall back to a generated secret; PostgreSQL deployments must set one.
    jwtSecret,
    corsOrigins: values.CORS_ORIGINS,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: values.SESSION_MAX_AGE_SECONDS,
    sessionIdleSeconds: values.SESSION_IDLE_SECONDS,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_API_URL ?? null,
    consoleUrl: values.CONSOLE_URL ?? values.CORS_ORIGINS[0] ?? 'http://localhost:4321',
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    rateLimits: {
      signInPerUsernameAndIp: {
        limit: values.RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP,
        windowSeconds: values.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
      },
      signInPerIp: { limit: values.RATE_LIMIT_SIGN_IN_PER_IP, windowSeconds: values.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS },
      signInPerUsername: {
        limit: values.RATE_LIMIT_SIGN_IN_PER_USERNAME,
        windowSeconds: values.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
      },
      resetPerEmail: {
        limit: values.RATE_LIMIT_RESET_PER_EMAIL,
        windowSeconds: values.RATE_LIMIT_RESET_WINDOW_SECONDS,
      },
      resetPerIp: { limit: values.RATE_LIMIT_RESET_PER_IP, windowSeconds: values.RATE_LIMIT_RESET_WINDOW_SECONDS },
    },
    countCacheSeconds: values.LIST_COUNT_CACHE_SECONDS,
    trustProxy: values.TRUST_PROXY,
    sandboxFailures: values.SANDBOX_FAILURES,
    sandboxRegistrationSpeed: values.SANDBOX_REGISTRATION_SPEED,
    messaging:
      values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN
        ? {
            accountSid: values.TWILIO_ACCOUNT_SID,
            authToken: values.TWILIO_AUTH_TOKEN,
            apiUrl: values.TWILIO_API_URL,
            trustHubUrl: values.TWILIO_TRUSTHUB_URL,
            messagingUrl: values.TWILIO_MESSAGING_URL,
          }
        : null,
    tcr:
      values.TCR_API_KEY && values.TCR_API_SECRET
        ? { apiUrl: values.TCR_API_URL, apiKey: values.TCR_API_KEY, apiSecret: values.TCR_API_SECRET }
        : null,
    salesforce:
      values.SALESFORCE_INSTANCE_URL && values.SALESFORCE_ACCESS_TOKEN
        ? {
            instanceUrl: values.SALESFORCE_INSTANCE_URL,
            accessToken: values.SALESFORCE_ACCESS_TOKEN,
            apiVersion: values.SALESFORCE_API_VERSION,
          }
        : null,
    analytics: {
      // PostgreSQL deployments may run several API processes: they share a secret derived from JWT_SECRET.
      embeddingSecret:
        values.ANALYTICS_EMBEDDING_SECRET ??
        (databaseUrl
          ? createHmac('sha256', jwtSecret).update('analytics-embedding-secret').digest('hex')
          : readOrCreateSecret(dataDir, 'analytics-embedding-secret', 'ANALYTICS_EMBEDDING_SECRET')),
      siteUrl: values.ANALYTICS_SITE_URL ?? null,
      dashboardIds: values.ANALYTICS_DASHBOARD_IDS,
    },
    // Like the embedding secret: several PostgreSQL processes must share it, so it derives from JWT_SECRET there.
    encryptionKey:
      values.ENCRYPTION_KEY ??
      (databaseUrl
        ? createHmac('sha256', jwtSecret).update('encryption-key').digest('hex')
        : readOrCreateSecret(dataDir, 'encryption-key', 'ENCRYPTION_KEY')),
  };
}

/**
 * The embedded database keeps generated secrets (the JWT secret, the analytics embedding secret) beside its
 * data so sessions and embedded dashboards survive restarts.
 */
function readOrCreateSecret(dataDir: string, fileName: string, variable: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= SECRET_MIN) return existing;
    throw new ConfigError(`Invalid configuration:\n  ${variable}: ${file} holds fewer than ${SECRET_MIN} characters`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it meanwhile; then that one wins and we read it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
