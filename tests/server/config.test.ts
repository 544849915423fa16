import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

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
      logLevel: 'info',
    });
  });

  it('generates the JWT secret once, into a file only the owner can read', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/rescue',
      DATA_DIR: dataDir,
      JWT_SECRET: 's'.repeat(40),
      CORS_ORIGINS: 'https://console.example.com, http://localhost:3000',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
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
