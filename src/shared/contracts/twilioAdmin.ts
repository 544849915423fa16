/**
 * The messaging-provider configuration tab (spec 2, 4, 7): the sub-account and the A2P registration chain, one
 * POST /twilio_admin/{accountId}/create_<step> per step, each answering the account's twilio_configuration.
 */
import type { z } from 'zod';
import {
  createAddressRequest,
  createEndUserRequest,
  emptyStepRequest,
  twilioConfigurationResponse,
} from '../twilioAdmin.ts';
import { defineContract, type ContractTypes, type ErrorStatus } from './endpoint.ts';

const tags = ['Messaging provider'];
/** Every step may find the stored sub-account token unreadable (409), besides the usual errors. */
const errors: readonly ErrorStatus[] = [400, 401, 404, 409, 502];

/** One chain step: its body, the configuration as answer, an Idempotency-Key (it creates at the provider). */
const step = <B extends z.ZodType>(summary: string, body: B) => ({
  summary,
  tags,
  body,
  response: twilioConfigurationResponse,
  errors,
  idempotent: true as const,
});

export const twilioAdminContract = defineContract({
  'POST /twilio_admin/:id/create_subaccount': step('Create the messaging sub-account', emptyStepRequest),
  'POST /twilio_admin/:id/create_starter_profile': step('Create the starter customer profile', emptyStepRequest),
  'POST /twilio_admin/:id/create_end_user': step(
    'Create the end user (authorized representative)',
    createEndUserRequest,
  ),
  'POST /twilio_admin/:id/create_address': step('Create the business address', createAddressRequest),
  'POST /twilio_admin/:id/create_a2p_profile': step('Create the A2P trust profile', emptyStepRequest),
  'POST /twilio_admin/:id/create_a2p_brand': step('Register the A2P brand', emptyStepRequest),
  'POST /twilio_admin/:id/create_a2p_use_case': step('Register the A2P use case', emptyStepRequest),
  'GET /twilio_admin/:id/subaccount_status': {
    summary: "Refresh the sub-account's cached status",
    tags,
    response: twilioConfigurationResponse,
    errors,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof twilioAdminContract> {}
}
