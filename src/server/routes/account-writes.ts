/**
 * Account writes (spec 7, Accounts): POST /account_admin (the add-account wizard; the spec leaves the path open,
 * this is the DRF ViewSet's), PATCH /account_admin/{id} (overview fields, a `features` object, or the bot number
 * area code) and POST /account_admin/{id}/provision_bot_number. Each answers with the account detail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountDetail, type AccountDetail } from '../../shared/accounts.ts';
import {
  createAccountRequest,
  createAccountRequestFor,
  provisionBotNumberRequest,
  updateAccountRequest,
  type UpdateAccountRequest,
} from '../../shared/accountWrites.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const TAGS = ['Accounts'];
const createSchemas = { reseller: createAccountRequestFor(true), staff: createAccountRequest };

export const accountWritesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { accountWrites: writes, accountDetail: details } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  app.post(
    '/account_admin',
    {
      config: {
        contract: {
          summary: 'Create an account (add-account wizard)',
          description:
            'Creates the account with its features and billing settings. Town and notes are required when the ' +
            'connected user is a reseller.',
          tags: TAGS,
          body: createAccountRequest,
          response: { 201: accountDetail },
        },
      },
    },
    async (request, reply): Promise<AccountDetail> => {
      const user = staffUser(request);
      const input = parseOrThrow(user.is_reseller ? createSchemas.reseller : createSchemas.staff, request.body);
      const id = await writes.create(user.id, input);
      reply.code(201);
      return details.get(id, request.log);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/account_admin/:id',
    {
      config: {
        contract: {
          summary: 'Update an account: overview fields, feature flags or the bot number area code',
          description:
            'Any subset of the overview fields (requests_time_in_advance_minutes in minutes; references by id, ' +
            '{id, name} or null), a `features` object with any subset of the flags, or bot_number_area_code.',
          tags: TAGS,
          body: updateAccountRequest,
          response: { 200: accountDetail },
        },
      },
    },
    async (request): Promise<AccountDetail> => {
      const actor = staffUser(request);
      const id = parseId(request.params.id);
      let input: UpdateAccountRequest;
      try {
        input = parseOrThrow(updateAccountRequest, request.body);
      } catch (error) {
        // Like DRF, a missing account is a 404 before the body is judged.
        await writes.requireAccount(id);
        throw error;
      }
      await writes.update(actor.id, id, input);
      return details.get(id, request.log);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/account_admin/:id/provision_bot_number',
    {
      config: {
        contract: {
          summary: "Provision a bot number in the account's bot number area code",
          idempotent: true,
          description:
            "Buys a local number through the messaging provider (on the account's sub-account when it has one). " +
            "The account's first number becomes its call-rescue number. An account that has a bot number gets " +
            'another only with `"additional": true` (409 bot_number_exists otherwise); one provisioning of an ' +
            'account runs at a time (409 bot_number_provisioning). Without an area code: 400 ' +
            'bot_number_area_code_missing; a provider failure: 502 provider_error.',
          body: provisionBotNumberRequest,
          tags: TAGS,
          response: { 201: accountDetail },
          errors: [400, 401, 404, 409, 502],
        },
      },
    },
    async (request, reply): Promise<AccountDetail> => {
      const actor = staffUser(request);
      const id = parseId(request.params.id);
      await writes.provisionBotNumber(actor.id, id, parseOrThrow(provisionBotNumberRequest, request.body ?? {}));
      reply.code(201);
      return details.get(id, request.log);
    },
  );
};
