/**
 * The messaging-provider configuration tab (spec 2, 4, 7): the sub-account and the A2P registration chain, one
 * POST /twilio_admin/{accountId}/create_<step> per step, each answering the account's twilio_configuration.
 */
import type { z } from 'zod';
import {
  a2pBrandResubmission,
  createAddressRequest,
  createEndUserRequest,
  emptyStepRequest,
  twilioConfigurationResponse,
} from '../twilioAdmin.ts';
import { defineContract, type ContractTypes, type ErrorStatus } from './endpoint.ts';

const tags = ['Messaging provider'] as const;
/** Every step may find the stored sub-account token unreadable (409), besides the usual errors. */
const errors: readonly ErrorStatus[] = [400, 401, 404, 409, 502];

/** One chain step: its body, the configuration as answer, an Idempotency-Key (it creates at the provider). */
const step = <B extends z.ZodType>(summary: string, description: string, body: B) => ({
  summary,
  description,
  tags,
  body,
  response: twilioConfigurationResponse,
  errors,
  idempotent: true as const,
  outcome: "Check the account's Messaging tab: a step carried out shows as done in its chain and timeline.",
});

export const twilioAdminContract = defineContract({
  'POST /twilio_admin/:id/create_subaccount': step(
    'Create the messaging sub-account',
    "Creates the account's sub-account at the messaging provider and keeps its SID and token (the token sealed).",
    emptyStepRequest,
  ),
  'POST /twilio_admin/:id/create_starter_profile': step(
    'Create the starter customer profile',
    "Creates the sub-account's starter customer profile, the first step of A2P registration.",
    emptyStepRequest,
  ),
  'POST /twilio_admin/:id/create_end_user': step(
    'Create the end user (authorized representative)',
    "The practice's authorized representative: first and last name, e-mail and phone number.",
    createEndUserRequest,
  ),
  'POST /twilio_admin/:id/create_address': step(
    'Create the business address',
    "The practice's street, city, zip code, state and country, attached to its customer profile.",
    createAddressRequest,
  ),
  'POST /twilio_admin/:id/create_a2p_profile': step(
    'Create the A2P trust profile',
    'Creates the A2P trust product from the customer profile, the end user and the address.',
    emptyStepRequest,
  ),
  'POST /twilio_admin/:id/create_a2p_brand': step(
    'Register the A2P brand',
    "Registers the practice's brand with TCR through the messaging provider.",
    emptyStepRequest,
  ),
  'POST /twilio_admin/:id/create_a2p_use_case': step(
    'Register the A2P use case',
    "Registers the brand's messaging use case (the campaign), the last step of the chain.",
    emptyStepRequest,
  ),
  'GET /twilio_admin/:id/a2p_brand_resubmission': {
    summary: "What resubmitting the account's A2P brand would change",
    description:
      'The account name and e-mail its profiles were last sent with, where they differ from now; when that was; and ' +
      "how many of the provider's free brand updates are used and left (issue 22).",
    tags,
    response: a2pBrandResubmission,
    errors: [400, 401, 404],
  },
  'POST /twilio_admin/:id/resubmit_a2p_brand': step(
    'Resubmit the failed A2P brand',
    "Brings the profiles up to date with the account's name and e-mail where they changed, then asks the provider " +
      'to vet the failed brand again (one of its free updates). Refused while the brand has not failed, and once ' +
      'the free updates are used.',
    emptyStepRequest,
  ),
  'GET /twilio_admin/:id/subaccount_status': {
    summary: "Refresh the sub-account's cached status",
    description: "Asks the messaging provider for the sub-account's status and answers the configuration with it.",
    tags,
    response: twilioConfigurationResponse,
    errors,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof twilioAdminContract> {}
}
