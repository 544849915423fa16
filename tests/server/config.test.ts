import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, databaseDescription, loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults on the embedded database', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toEqual({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir,
      jwtSecret: expect.any(String),
      corsOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      accessTokenTtlSeconds: 1800,
      refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
      sessionMaxAgeSeconds: 12 * 60 * 60,
      sessionIdleSeconds: 2 * 60 * 60,
      logLevel: 'info',
      consoleUrl: 'http://localhost:4321',
      smtpUrl: null,
      mailFrom: 'Rescue Console <no-reply@localhost>',
      rateLimits: {
        signInPerUsernameAndIp: { limit: 10, windowSeconds: 900 },
        signInPerIp: { limit: 50, windowSeconds: 900 },
        signInPerUsername: { limit: 100, windowSeconds: 900 },
        resetPerEmail: { limit: 5, windowSeconds: 3600 },
        resetPerIp: { limit: 20, windowSeconds: 3600 },
      },
      countCacheSeconds: 5,
      trustProxy: false,
      sandboxFailures: [],
      sandboxRegistrationSpeed: 1,
      messaging: null,
      tcr: null,
      salesforce: null,
      analytics: { embeddingSecret: expect.any(String), siteUrl: null, dashboardIds: [484] },
      encryptionKey: expect.any(String),
      publicUrl: null,
    });
  });

  it('reads the mail, console link and rate-limit settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CONSOLE_URL: 'https://console.example.com',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Console <console@example.com>',
      RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '30',
      RATE_LIMIT_SIGN_IN_PER_USERNAME: '40',
      RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: '60',
      RATE_LIMIT_RESET_PER_EMAIL: '2',
      RATE_LIMIT_RESET_PER_IP: '9',
      RATE_LIMIT_RESET_WINDOW_SECONDS: '120',
    });
    expect(config).toMatchObject({
      consoleUrl: 'https://console.example.com',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Console <console@example.com>',
      rateLimits: {
        signInPerUsernameAndIp: { limit: 3, windowSeconds: 60 },
        signInPerIp: { limit: 30, windowSeconds: 60 },
        signInPerUsername: { limit: 40, windowSeconds: 60 },
        resetPerEmail: { limit: 2, windowSeconds: 120 },
        resetPerIp: { limit: 9, windowSeconds: 120 },
      },
    });
    expect(loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://admin.example.com' }).consoleUrl).toBe(
      'https://admin.example.com',
    );
  });

  it('refuses a mail server that is not an smtp URL, and limits that are not counts', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://mail', RATE_LIMIT_RESET_PER_EMAIL: '0', CONSOLE_URL: 'x' }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*RATE_LIMIT_RESET_PER_EMAIL: must be a whole number above 0/,
    );
  });

  it('keeps list totals as long as LIST_COUNT_CACHE_SECONDS says, none at 0, and refuses a negative time', () => {
    expect(loadConfig({ DATA_DIR: dataDir, LIST_COUNT_CACHE_SECONDS: '0' }).countCacheSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, LIST_COUNT_CACHE_SECONDS: '30' }).countCacheSeconds).toBe(30);
    expect(() => loadConfig({ DATA_DIR: dataDir, LIST_COUNT_CACHE_SECONDS: '-1' })).toThrow(
      /LIST_COUNT_CACHE_SECONDS: must be a whole number of seconds, 0 or more/,
    );
  });

  it("speeds the sandboxes' registration reviews up by SANDBOX_REGISTRATION_SPEED, a number above 0", () => {
    const speed = (SANDBOX_REGISTRATION_SPEED?: string) =>
      loadConfig({ DATA_DIR: dataDir, SANDBOX_REGISTRATION_SPEED }).sandboxRegistrationSpeed;
    expect(speed()).toBe(1);
    expect(speed(' ')).toBe(1);
    expect(speed('1440')).toBe(1440);
    expect(speed('0.5')).toBe(0.5);
    for (const bad of ['0', '-2', 'fast', 'Infinity']) {
      expect(() => speed(bad), bad).toThrow(
        "SANDBOX_REGISTRATION_SPEED: must be a number above 0 (1 is the providers' real time, 1440 makes a day pass in a minute)",
      );
    }
  });

  it('refuses a per-username bound below the per-username-and-address one (one address could lock a name out)', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP: '10',
        RATE_LIMIT_SIGN_IN_PER_USERNAME: '9',
      }),
    ).toThrow(/RATE_LIMIT_SIGN_IN_PER_USERNAME: must be at least RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP/);
  });

  it('trusts X-Forwarded-For only from the proxy addresses TRUST_PROXY names', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' loopback, 10.0.0.0/8 ,fd00::/8,2001:db8::1 ')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '2001:db8::1',
    ]);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', ',']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be false or the comma-separated addresses/);
    }
    // A hop count (or true) would trust whoever connects directly: Fastify no longer honours counts.
    for (const bad of ['1', '2', 'true']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must name the proxies' addresses, not a hop count/);
    }
  });

  it('generates the JWT secret once, into a file only the owner can read', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('generates the encryption key once on the embedded database, and derives it from JWT_SECRET on PostgreSQL', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, 'encryption-key'), 'utf8').trim()).toBe(first.encryptionKey);
    expect(first.encryptionKey).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).encryptionKey).toBe(first.encryptionKey);

    const postgres = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db/rescue',
      JWT_SECRET: 'j'.repeat(40),
      MAIL_OUTBOX: '1',
    };
    const derived = loadConfig(postgres).encryptionKey;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(postgres).encryptionKey).toBe(derived);
    expect(loadConfig({ ...postgres, ENCRYPTION_KEY: 'k'.repeat(32) }).encryptionKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ ...postgres, ENCRYPTION_KEY: 'short' })).toThrow(
      'ENCRYPTION_KEY: must be at least 32 characters',
    );
  });

  it('names the database it opens with the real DATA_DIR, as the API and npm start print it', () => {
    expect(databaseDescription({ DATA_DIR: dataDir })).toBe(`embedded PGlite in ${dataDir}`);
    expect(databaseDescription({ DATA_DIR: 'demo-data' })).toBe(`embedded PGlite in ${path.resolve('demo-data')}`);
    expect(databaseDescription({ DATA_DIR: ' ' })).toBe(`embedded PGlite in ${path.resolve('.data')}`);
    expect(databaseDescription({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x' })).toBe(
      'PostgreSQL (DATABASE_URL)',
    );
    expect(loadConfig({ DATA_DIR: dataDir }).dataDir).toBe(dataDir);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/rescue',
      DATA_DIR: dataDir,
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      CORS_ORIGINS: 'https://console.example.com, http://localhost:3000',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      LOG_LEVEL: 'WARN',
      PUBLIC_API_URL: 'https://api.example.com/console-api',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://api.example.com/console-api',
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db:5432/rescue',
      jwtSecret: 's'.repeat(40),
      corsOrigins: ['https://console.example.com', 'http://localhost:3000'],
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      logLevel: 'warn',
    });
  });

  it('refuses PostgreSQL without SMTP_URL, where reset links would stay in files on the machine, unless MAIL_OUTBOX=1', () => {
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@db/rescue', JWT_SECRET: 'j'.repeat(40) };
    expect(() => loadConfig(postgres)).toThrow(
      'Invalid configuration:\n  SMTP_URL: is required when DATABASE_URL is set (reset mail would stay in DATA_DIR/outbox/ on this machine); set MAIL_OUTBOX=1 to keep it there anyway',
    );
    expect(loadConfig({ ...postgres, MAIL_OUTBOX: '1' }).smtpUrl).toBeNull();
    expect(loadConfig({ ...postgres, SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe('smtps://mail.example.com');
    expect(() => loadConfig({ ...postgres, MAIL_OUTBOX: 'yes' })).toThrow('MAIL_OUTBOX: must be 1 or 0');
  });

  it('requires a JWT secret with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/rescue', DATA_DIR: dataDir })).toThrow(
      'Invalid configuration:\n  JWT_SECRET: is required when DATABASE_URL is set',
    );
  });

  it('lists every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        JWT_SECRET: 'short',
        CORS_ORIGINS: 'localhost:4321',
        ACCESS_TOKEN_TTL_SECONDS: '-5',
        LOG_LEVEL: 'loud',
        DATA_DIR: dataDir,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'CORS_ORIGINS',
      'ACCESS_TOKEN_TTL_SECONDS',
      'LOG_LEVEL',
    ]) {
      expect(message).toContain(`  ${name}: `);
    }
  });
});
