import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, publicApiUrl } from '../../src/server/config.ts';
import { createProviders, standIns } from '../../src/server/providers/index.ts';
import { startStub } from './stub-server.ts';

const SID = `AC${'a'.repeat(32)}`;

describe('provider settings and the providers factory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-providers-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names every stand-in a configuration runs, for the warning the API logs at start on PostgreSQL', () => {
    expect(standIns(loadConfig({ DATA_DIR: dataDir }))).toEqual([
      'the messaging provider is the sandbox (TWILIO_ACCOUNT_SID unset)',
      'TCR is the sandbox (TCR_API_KEY unset)',
      'Salesforce is the sandbox (SALESFORCE_INSTANCE_URL unset)',
      'mail is written to DATA_DIR/outbox/, not sent (SMTP_URL unset)',
    ]);
    const real = loadConfig({
      DATA_DIR: dataDir,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 't',
      TCR_API_KEY: 'k',
      TCR_API_SECRET: 's',
      SALESFORCE_INSTANCE_URL: 'https://example.my.salesforce.com',
      SALESFORCE_ACCESS_TOKEN: 't',
      SMTP_URL: 'smtp://mail.example.com',
    });
    expect(standIns(real)).toEqual([]);
  });

  it('defaults to every sandbox and generates the embedding secret once, like the JWT secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      sandboxFailures: [],
      messaging: null,
      tcr: null,
      salesforce: null,
      analytics: { siteUrl: null, dashboardIds: [484] },
    });
    const file = path.join(dataDir, 'analytics-embedding-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.analytics.embeddingSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(config.analytics.embeddingSecret).not.toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).analytics.embeddingSecret).toBe(config.analytics.embeddingSecret);

    const providers = createProviders(config);
    expect([providers.messaging.kind, providers.tcr.kind, providers.salesforce.kind, providers.analytics.kind]).toEqual(
      ['sandbox', 'sandbox', 'sandbox', 'embedded'],
    );
  });

  it('derives a shared embedding secret from JWT_SECRET on PostgreSQL', () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db/rescue',
      JWT_SECRET: 's'.repeat(40),
      MAIL_OUTBOX: '1',
    };
    const first = loadConfig(env).analytics.embeddingSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(env).analytics.embeddingSecret).toBe(first);
    expect(loadConfig({ ...env, JWT_SECRET: 't'.repeat(40) }).analytics.embeddingSecret).not.toBe(first);
  });

  it('reads every provider variable and picks the HTTP adapters', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SANDBOX_FAILURES: 'messaging.provisionNumber, tcr.*',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_API_URL: 'http://127.0.0.1:9001',
      TCR_API_KEY: 'key',
      TCR_API_SECRET: 'secret',
      SALESFORCE_INSTANCE_URL: 'https://example.my.salesforce.com',
      SALESFORCE_ACCESS_TOKEN: 'sf-token',
      SALESFORCE_API_VERSION: 'v61.0',
      ANALYTICS_SITE_URL: 'https://analytics.example.com',
      ANALYTICS_EMBEDDING_SECRET: 'e'.repeat(64),
      ANALYTICS_DASHBOARD_IDS: '484, 12',
    });
    expect(config).toMatchObject({
      sandboxFailures: ['messaging.provisionNumber', 'tcr.*'],
      messaging: {
        accountSid: SID,
        authToken: 'token',
        apiUrl: 'http://127.0.0.1:9001',
        trustHubUrl: 'https://trusthub.twilio.com',
        messagingUrl: 'https://messaging.twilio.com',
      },
      tcr: { apiUrl: 'https://csp-api.campaignregistry.com/v2', apiKey: 'key', apiSecret: 'secret' },
      salesforce: { instanceUrl: 'https://example.my.salesforce.com', accessToken: 'sf-token', apiVersion: 'v61.0' },
      analytics: { embeddingSecret: 'e'.repeat(64), siteUrl: 'https://analytics.example.com', dashboardIds: [484, 12] },
    });
    const providers = createProviders(config);
    expect([providers.messaging.kind, providers.tcr.kind, providers.salesforce.kind, providers.analytics.kind]).toEqual(
      ['http', 'http', 'http', 'external'],
    );
  });

  it('fails fast on half-configured providers and malformed values', () => {
    let message = '';
    try {
      loadConfig({
        DATA_DIR: dataDir,
        SANDBOX_FAILURES: 'mail.send,messaging',
        TWILIO_ACCOUNT_SID: 'AC123',
        TCR_API_SECRET: 'secret',
        SALESFORCE_INSTANCE_URL: 'ftp://example.com',
        ANALYTICS_SITE_URL: 'https://analytics.example.com',
        ANALYTICS_DASHBOARD_IDS: '484,abc',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').sort()).toEqual(
      [
        'Invalid configuration:',
        "  TWILIO_ACCOUNT_SID: must be 'AC' and 32 hex digits",
        '  SANDBOX_FAILURES: mail.send, messaging: each item must look like service.operation or service.*, with service one of messaging, tcr, salesforce',
        '  SALESFORCE_INSTANCE_URL: must be an http(s):// URL',
        '  ANALYTICS_DASHBOARD_IDS: must list whole numbers',
        '  TCR_API_KEY: is required when TCR_API_SECRET is set',
        '  TWILIO_AUTH_TOKEN: is required when TWILIO_ACCOUNT_SID is set',
        '  SALESFORCE_ACCESS_TOKEN: is required when SALESFORCE_INSTANCE_URL is set',
        '  ANALYTICS_EMBEDDING_SECRET: is required when ANALYTICS_SITE_URL is set (the secret of that host)',
      ].sort(),
    );
  });

  it('gives the sandboxes the forced failures and the clock', async () => {
    let now = 1_800_000_000_000;
    const config = loadConfig({ DATA_DIR: dataDir, SANDBOX_FAILURES: 'salesforce.*' });
    const providers = createProviders({ ...config, publicUrl: 'https://api.example.com' }, { clock: () => now });
    await expect(providers.salesforce.searchAccounts('dental')).rejects.toMatchObject({ status: 401 });
    const { call_sid } = await providers.messaging.placeCall('+17875550100', '+17875550199');
    expect((await providers.messaging.getCall(call_sid)).status).toBe('queued');
    now += 5 * 60_000;
    expect(['completed', 'busy', 'no-answer', 'failed']).toContain(
      (await providers.messaging.getCall(call_sid)).status,
    );
    const token = await providers.analytics.signDashboardToken(484);
    expect(providers.analytics.embedUrl(token)).toBe(
      `https://api.example.com/embed/dashboard/${token}#bordered=true&titled=true`,
    );
  });

  it('points an HTTP adapter at the configured base URL', async () => {
    const stub = await startStub(() => ({ body: { records: [] } }));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SALESFORCE_INSTANCE_URL: stub.url, SALESFORCE_ACCESS_TOKEN: 't' });
      expect(await createProviders(config).salesforce.searchAccounts('dental')).toEqual([]);
      expect(stub.requests[0]!.path).toBe('/services/data/v60.0/query');
    } finally {
      await stub.close();
    }
  });

  it("frames the API's own dashboard page at PUBLIC_API_URL, else as a path (not at where it listens)", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8511' });
    const unconfigured = createProviders(config).analytics;
    const token = await unconfigured.signDashboardToken(484);
    expect(unconfigured.embedUrl(token)).toBe(`/embed/dashboard/${token}#bordered=true&titled=true`);
    const configured = createProviders(loadConfig({ DATA_DIR: dataDir, PUBLIC_API_URL: 'https://c.example/api/' }));
    expect(configured.analytics.embedUrl(token)).toBe(
      `https://c.example/api/embed/dashboard/${token}#bordered=true&titled=true`,
    );
  });

  it('derives the API base URL from PUBLIC_API_URL, else from where it listens', () => {
    const listening = { publicUrl: null, port: 8000 };
    expect(publicApiUrl({ ...listening, host: '127.0.0.1' })).toBe('http://127.0.0.1:8000');
    expect(publicApiUrl({ ...listening, host: '0.0.0.0', port: 9000 })).toBe('http://localhost:9000');
    expect(publicApiUrl({ ...listening, host: '::1' })).toBe('http://[::1]:8000');
    expect(publicApiUrl({ ...listening, host: '0.0.0.0', publicUrl: 'https://example.com/api/' })).toBe(
      'https://example.com/api',
    );
  });
});
