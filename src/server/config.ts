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
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const JWT_SECRET_MIN = 32;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const PORT = 'must be a port number from 0 to 65535';
const SECONDS = 'must be a whole number of seconds above 0';
const positiveInt = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: SECONDS }).int(SECONDS).positive(SECONDS).default(fallback));

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
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
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
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.toLowerCase()) : value),
      z.enum(LOG_LEVELS).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when DATABASE_URL is set' });
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
  const dataDir = path.resolve(values.DATA_DIR);
  const databaseUrl = values.DATABASE_URL ?? null;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl,
    dataDir,
    // Only the embedded default may fall back to a generated secret; PostgreSQL deployments must set one.
    jwtSecret: values.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    corsOrigins: values.CORS_ORIGINS,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    logLevel: values.LOG_LEVEL,
  };
}

/** The embedded database keeps a generated secret beside its data so sessions survive restarts. */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= JWT_SECRET_MIN) return existing;
    throw new ConfigError(
      `Invalid configuration:\n  JWT_SECRET: ${file} holds fewer than ${JWT_SECRET_MIN} characters`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
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
