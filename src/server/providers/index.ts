/**
 * The external services behind their interfaces, each the sandbox (the default, no network) or the real HTTP
 * adapter when its credentials are configured. Build once per app and pass to the services that need them.
 */
import { publicApiUrl, type Config } from '../config.ts';
import { createAnalytics } from './analytics/signed-embedding.ts';
import type { AnalyticsProvider } from './analytics/interface.ts';
import { createMessagingHttp } from './messaging/http.ts';
import type { MessagingProvider } from './messaging/interface.ts';
import { createMessagingSandbox } from './messaging/sandbox.ts';
import { SandboxFailures, systemClock, type Clock } from './sandbox.ts';
import { createSalesforceHttp } from './salesforce/http.ts';
import type { SalesforceProvider } from './salesforce/interface.ts';
import { createSalesforceSandbox } from './salesforce/sandbox.ts';
import { createTcrHttp } from './tcr/http.ts';
import type { TcrProvider } from './tcr/interface.ts';
import { createTcrSandbox } from './tcr/sandbox.ts';

export { ProviderError } from './errors.ts';

export interface Providers {
  messaging: MessagingProvider;
  tcr: TcrProvider;
  salesforce: SalesforceProvider;
  analytics: AnalyticsProvider;
}

/** What runs as a stand-in on this configuration, worded for the warning the API logs at start (main.ts). */
export function standIns(config: Pick<Config, 'messaging' | 'tcr' | 'salesforce' | 'smtpUrl'>): string[] {
  return [
    ...(config.messaging ? [] : ['the messaging provider is the sandbox (TWILIO_ACCOUNT_SID unset)']),
    ...(config.tcr ? [] : ['TCR is the sandbox (TCR_API_KEY unset)']),
    ...(config.salesforce ? [] : ['Salesforce is the sandbox (SALESFORCE_INSTANCE_URL unset)']),
    ...(config.smtpUrl ? [] : ['mail is written to DATA_DIR/outbox/, not sent (SMTP_URL unset)']),
  ];
}

export interface ProvidersOptions {
  /** The sandboxes' and the token signer's clock; tests move it. */
  clock?: Clock;
  /** Per-request timeout of the HTTP adapters. */
  timeoutMs?: number;
}

export function createProviders(
  config: Pick<
    Config,
    | 'publicUrl'
    | 'host'
    | 'port'
    | 'sandboxFailures'
    | 'sandboxRegistrationSpeed'
    | 'messaging'
    | 'tcr'
    | 'salesforce'
    | 'analytics'
  >,
  options: ProvidersOptions = {},
): Providers {
  const clock = options.clock ?? systemClock;
  const failures = new SandboxFailures(config.sandboxFailures);
  const sandbox = { failures, clock, registrationSpeed: config.sandboxRegistrationSpeed };
  const { timeoutMs } = options;
  return {
    messaging: config.messaging
      ? createMessagingHttp({ ...config.messaging, timeoutMs })
      : createMessagingSandbox(sandbox),
    tcr: config.tcr ? createTcrHttp({ ...config.tcr, timeoutMs }) : createTcrSandbox(sandbox),
    salesforce: config.salesforce
      ? createSalesforceHttp({ ...config.salesforce, timeoutMs })
      : createSalesforceSandbox({ failures }),
    analytics: createAnalytics({
      secret: config.analytics.embeddingSecret,
      siteUrl: config.analytics.siteUrl,
      dashboardIds: config.analytics.dashboardIds,
      // Without an external analytics host, the API serves the embed page itself: at its configured public address,
      // or, with none configured, at a path the console puts on the address it calls the API at. Not the address it
      // listens at: a console opened at localhost calls localhost, and its policy frames that origin only.
      apiBaseUrl: config.publicUrl ? publicApiUrl(config) : null,
      clock,
    }),
  };
}
