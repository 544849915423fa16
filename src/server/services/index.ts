/**
 * Every service of the API, created once (buildApp) from the configuration, the database and the providers, and
 * handed to every route plugin in the same RouteDeps. Routes parse requests and shape answers; what reads or
 * writes the database, or asks a provider, is here. `close` stops what the services run in the background.
 */
import { createSignIn, type SignIn } from './sign-in.ts';
import { createUserSessionsService, type UserSessionsService } from './user-sessions.ts';
import { createAuthEventsService, type AuthEventsService } from './auth-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createDeviceTokens, type DeviceTokens } from '../auth/device-tokens.ts';
import {
  createRateLimits,
  createResetLimits,
  createSignInLimits,
  type ResetLimits,
  type SignInLimits,
} from '../auth/rate-limits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import type { Providers } from '../providers/index.ts';
import { createMailProvider } from '../providers/mail/index.ts';
import { createAccountDetailService, type AccountDetailService } from './account-detail.ts';
import { createAccountListService, type AccountListService } from './account-list.ts';
import { createAccountLookupsService, type AccountLookupsService } from './account-lookups.ts';
import { createAccountWritesService, type AccountWritesService } from './account-writes.ts';
import { createAccountScopeService, type AccountScopeService } from './account-scope.ts';
import { createAuthService, type AuthService } from './auth.ts';
import { createBillingAndPhonesService, type BillingAndPhonesService } from './billing-and-phones.ts';
import { createCallRescueTestService, type CallRescueTestService } from './call-rescue-tests.ts';
import { createCampaignDetailsService, type CampaignDetailsService } from './campaign-details.ts';
import { createDashboardService, type DashboardService } from './dashboards.ts';
import { createHealthService, type HealthService } from './health.ts';
import { createLegalEntityService, type LegalEntityService } from './legal-entities.ts';
import { createPasswordResetService, type PasswordResetService } from './password-reset.ts';
import { createRegistrationChecks, type RegistrationChecks } from './registration-reconciler.ts';
import { createRegistrationService, type RegistrationService } from './registrations.ts';
import { createScalingService, type ScalingService } from './scaling.ts';
import { createTcrBrandService, type TcrBrandService } from './tcr-brands.ts';
import { createTcrCampaignService, type TcrCampaignService } from './tcr-campaigns.ts';
import { createTcrPhonesService, type TcrPhonesService } from './tcr-phones.ts';
import { createTwilioAdminService, type TwilioAdminService } from './twilio-admin.ts';
import { createUserAdminService, type UserAdminService } from './user-admin.ts';

export interface Services {
  health: HealthService;
  auth: AuthService;
  signInLimits: SignInLimits;
  resetLimits: ResetLimits;
  deviceTokens: DeviceTokens;
  signIn: SignIn;
  passwordReset: PasswordResetService;
  users: UserAdminService;
  userSessions: UserSessionsService;
  authEvents: AuthEventsService;
  /** Which accounts a caller reaches: a reseller only its own. */
  accountScope: AccountScopeService;
  accountList: AccountListService;
  accountDetail: AccountDetailService;
  accountWrites: AccountWritesService;
  accountLookups: AccountLookupsService;
  billingAndPhones: BillingAndPhonesService;
  twilioAdmin: TwilioAdminService;
  callRescueTests: CallRescueTestService;
  tcrPhones: TcrPhonesService;
  tcrBrands: TcrBrandService;
  tcrCampaigns: TcrCampaignService;
  campaignDetails: CampaignDetailsService;
  scaling: ScalingService;
  legalEntities: LegalEntityService;
  dashboards: DashboardService;
  registrations: RegistrationService;
  /** Asking the providers about an account's waiting registrations now (the reconciler's job asks when due). */
  registrationChecks: RegistrationChecks;
}

export interface ServicesDeps {
  config: Config;
  database: Database;
  providers: Providers;
  logger: FastifyBaseLogger;
}

export function createServices({ config, database, providers, logger }: ServicesDeps): {
  services: Services;
  close(): Promise<void>;
} {
  const { db, reads } = database;
  const countCacheMs = config.countCacheSeconds * 1000;
  const secretBox = createSecretBox(config.encryptionKey);
  const { rateLimits } = config;
  const limits = createRateLimits(db, {
    onSweepError: (error) => logger.warn({ err: error }, 'sweeping expired rate limit counters failed'),
  });
  const auth = createAuthService(database, config);
  const passwordReset = createPasswordResetService({
    db,
    mail: createMailProvider(config, logger),
    consoleUrl: config.consoleUrl,
    consoleOrigins: config.corsOrigins,
    logger,
  });

  const signInLimits = createSignInLimits(limits, {
    perUsernameAndIp: rateLimits.signInPerUsernameAndIp,
    perIp: rateLimits.signInPerIp,
    perUsername: rateLimits.signInPerUsername,
  });
  const deviceTokens = createDeviceTokens(config.jwtSecret);
  const authEvents = createAuthEventsService(db, reads);
  const services: Services = {
    health: createHealthService(database),
    auth,
    signInLimits,
    resetLimits: createResetLimits(limits, { perEmail: rateLimits.resetPerEmail, perIp: rateLimits.resetPerIp }),
    deviceTokens,
    passwordReset,
    users: createUserAdminService(db),
    userSessions: createUserSessionsService(db),
    authEvents,
    signIn: createSignIn({ auth, signInLimits, deviceTokens, authEvents }),
    accountScope: createAccountScopeService(db),
    accountList: createAccountListService(reads, countCacheMs),
    accountDetail: createAccountDetailService(db, providers.salesforce),
    // A write makes the list's cached counts stale (read through `services`, so a test can watch the call).
    accountWrites: createAccountWritesService({
      db,
      messaging: providers.messaging,
      secretBox,
      onAccountsChanged: () => services.accountList.invalidate(),
    }),
    accountLookups: createAccountLookupsService(db, reads, providers.salesforce),
    billingAndPhones: createBillingAndPhonesService(db),
    twilioAdmin: createTwilioAdminService({ db, messaging: providers.messaging, secretBox }),
    callRescueTests: createCallRescueTestService(db, reads, countCacheMs),
    tcrPhones: createTcrPhonesService(db, providers.tcr, reads),
    tcrBrands: createTcrBrandService(db, providers.tcr),
    tcrCampaigns: createTcrCampaignService({ db, tcr: providers.tcr, withLock: database.withLock }),
    campaignDetails: createCampaignDetailsService(db, reads),
    scaling: createScalingService({
      db,
      tcr: providers.tcr,
      withLock: database.withLock,
      onPhonesChanged: () => services.tcrPhones.invalidate(),
    }),
    legalEntities: createLegalEntityService(db, reads),
    dashboards: createDashboardService(db, providers.analytics),
    registrations: createRegistrationService({ db, reads }),
    registrationChecks: createRegistrationChecks({ db, providers, secretBox, logger }),
  };

  return {
    services,
    async close() {
      await Promise.all([auth.close(), limits.close(), passwordReset.settled()]);
    },
  };
}
