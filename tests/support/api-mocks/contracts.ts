/**
 * Every call the API declares (src/shared/contracts), by key, with its schemas: what the mocked API's answers are
 * held to (`on` in ./http.ts). Typed against `ApiCalls`, so a contract left out of this list does not compile.
 */
import { accountsContract } from '../../../src/shared/contracts/accounts.ts';
import { analyticsContract } from '../../../src/shared/contracts/analytics.ts';
import { authContract } from '../../../src/shared/contracts/auth.ts';
import { authEventsContract } from '../../../src/shared/contracts/authEvents.ts';
import { billingAndPhonesContract } from '../../../src/shared/contracts/billingAndPhones.ts';
import { callRescueContract } from '../../../src/shared/contracts/callRescue.ts';
import { campaignManagementContract } from '../../../src/shared/contracts/campaignManagement.ts';
import type { ApiCalls, Endpoint } from '../../../src/shared/contracts/endpoint.ts';
import { legalEntitiesContract } from '../../../src/shared/contracts/legalEntities.ts';
import { lookupsContract } from '../../../src/shared/contracts/lookups.ts';
import { registrationContract } from '../../../src/shared/contracts/registration.ts';
import { twilioAdminContract } from '../../../src/shared/contracts/twilioAdmin.ts';
import { usersContract } from '../../../src/shared/contracts/users.ts';

export const contracts = {
  ...accountsContract,
  ...analyticsContract,
  ...authContract,
  ...authEventsContract,
  ...billingAndPhonesContract,
  ...callRescueContract,
  ...campaignManagementContract,
  ...legalEntitiesContract,
  ...lookupsContract,
  ...registrationContract,
  ...twilioAdminContract,
  ...usersContract,
} satisfies { [K in keyof ApiCalls]: Endpoint };
