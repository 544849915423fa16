/**
 * The messaging-provider configuration tab (spec 2, 4, 7): the sub-account and the A2P registration chain.
 * Spec 7 names the calls but not "the per-step paths outside the account-id pattern"; every step follows the
 * one pattern it shows, POST /twilio_admin/{accountId}/create_<step>:
 *
 *   create_subaccount, create_starter_profile, create_end_user (first_name, last_name, email, phone_number),
 *   create_address (street, city, zipcode, state, country), create_a2p_profile, create_a2p_brand,
 *   create_a2p_use_case; the others take no body.
 *
 * Each answers 200 with the account's twilio_configuration (the token masked), which the console merges into
 * the account it shows. GET /twilio_admin/{accountId}/subaccount_status refreshes cached_subaccount_status.
 * Staff only. Order, once-only and concurrency rules: services/twilio-admin.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ErrorStatus } from '../http/contract.ts';
import type { z } from 'zod';
import {
  createAddressRequest,
  createEndUserRequest,
  emptyStepRequest,
  twilioConfigurationResponse,
  type TwilioConfigurationResponse,
} from '../../shared/twilioAdmin.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const TAGS = ['Messaging provider'];
/** Every step may find the stored sub-account token unreadable (409), besides the usual errors. */
const ERRORS: ErrorStatus[] = [400, 401, 404, 409, 502];

export const twilioAdminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));
  const service = services.twilioAdmin;

  /** One chain step: POST /twilio_admin/:id/<path> with its body schema. */
  function step<T extends z.ZodType>(
    path: string,
    summary: string,
    body: T,
    run: (accountId: number, actorId: number, input: z.output<T>) => Promise<TwilioConfigurationResponse>,
  ) {
    app.post<{ Params: { id: string } }>(
      `/twilio_admin/:id/${path}`,
      {
        config: {
          contract: {
            summary,
            tags: TAGS,
            body,
            response: { 200: twilioConfigurationResponse },
            errors: ERRORS,
            idempotent: true,
          },
        },
      },
      async (request): Promise<TwilioConfigurationResponse> => {
        const accountId = parseId(request.params.id);
        const input = parseOrThrow(body, request.body);
        return run(accountId, staffUser(request).id, input);
      },
    );
  }

  step('create_subaccount', 'Create the messaging sub-account', emptyStepRequest, (id, actor) =>
    service.createSubaccount(id, actor),
  );
  step('create_starter_profile', 'Create the starter customer profile', emptyStepRequest, (id, actor) =>
    service.createStarterProfile(id, actor),
  );
  step('create_end_user', 'Create the end user (authorized representative)', createEndUserRequest, (id, actor, input) =>
    service.createEndUser(id, actor, input),
  );
  step('create_address', 'Create the business address', createAddressRequest, (id, actor, input) =>
    service.createAddress(id, actor, input),
  );
  step('create_a2p_profile', 'Create the A2P trust profile', emptyStepRequest, (id, actor) =>
    service.createA2pProfile(id, actor),
  );
  step('create_a2p_brand', 'Register the A2P brand', emptyStepRequest, (id, actor) =>
    service.createA2pBrand(id, actor),
  );
  step('create_a2p_use_case', 'Register the A2P use case', emptyStepRequest, (id, actor) =>
    service.createA2pUseCase(id, actor),
  );

  app.get<{ Params: { id: string } }>(
    '/twilio_admin/:id/subaccount_status',
    {
      config: {
        contract: {
          summary: "Refresh the sub-account's cached status",
          tags: TAGS,
          response: { 200: twilioConfigurationResponse },
          errors: ERRORS,
        },
      },
    },
    async (request): Promise<TwilioConfigurationResponse> =>
      service.refreshSubaccountStatus(parseId(request.params.id), staffUser(request).id),
  );
};
