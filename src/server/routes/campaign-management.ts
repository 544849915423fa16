/**
 * TCR campaign management (spec 7, TCR), staff only. Legal entities and TCR brands live in their own plugins.
 *
 * - GET  /campaign_management/phones?page&number&account&campaign    paged TCR phone numbers (20 a page)
 * - GET  /campaign_management/campaigns                               every campaign
 * - POST /campaign_management/twilio/assign_campaign_to_phones       carrier orders; answers the order response
 * - POST /campaign_management/twilio/assign_account_to_phones        (the carrier-named segment is the messaging
 *                                                                     provider's, like /twilio_admin)
 * - POST /campaign_management/tcr_campaigns/create_tcr_campaign      registers a campaign for a brand
 * - campaign details: POST, GET (paged, also the picker's call), GET/PATCH/DELETE by id
 * - POST /campaign_management/scaling                                 the "Scaling call" (its path is ours)
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  assignAccountRequest,
  assignCampaignRequest,
  assignmentResponse,
  campaign,
  campaignDetail,
  campaignDetailListQuery,
  campaignDetailPage,
  campaignList,
  createCampaignDetailRequest,
  createTcrCampaignRequest,
  phoneListQuery,
  scalingRequest,
  scalingResponse,
  tcrPhoneNumberPage,
  updateCampaignDetailRequest,
  type AssignmentResponse,
  type Campaign,
  type CampaignDetail,
  type ScalingResponse,
} from '../../shared/campaignManagement.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const tags = ['TCR'];
/** The carrier-named segment of the assignment calls (spec 7 leaves it open): the messaging provider's name. */
export const CARRIER_SEGMENT = 'twilio';
const BASE = '/campaign_management';
type IdParams = { Params: { id: string } };

export const campaignManagementRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { tcrPhones: phones, campaignDetails: details, tcrCampaigns, scaling } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  app.get(
    `${BASE}/phones`,
    {
      config: {
        contract: {
          summary: 'TCR phone numbers, 20 a page',
          description:
            'number matches digits anywhere in the number; account is an account id; campaign is a campaign id or a TCR campaign id. Empty parameters are ignored.',
          tags,
          querystring: phoneListQuery,
          response: { 200: tcrPhoneNumberPage },
        },
      },
    },
    pagedList(phoneListQuery, phones.list),
  );

  app.get(
    `${BASE}/campaigns`,
    { config: { contract: { summary: 'Every campaign, by TCR campaign id', tags, response: { 200: campaignList } } } },
    async (): Promise<Campaign[]> => phones.listCampaigns(),
  );

  app.post(
    `${BASE}/${CARRIER_SEGMENT}/assign_campaign_to_phones`,
    {
      config: {
        contract: {
          summary: 'Assign phone numbers to campaigns (one carrier order per campaign)',
          idempotent: true,
          description:
            'Only numbers of completed orders are stored. Read status, error_code and error_description of the answer.',
          tags,
          body: assignCampaignRequest,
          response: { 200: assignmentResponse },
        },
      },
    },
    async (request): Promise<AssignmentResponse> =>
      phones.assignCampaign(staffUser(request).id, parseOrThrow(assignCampaignRequest, request.body)),
  );

  app.post(
    `${BASE}/${CARRIER_SEGMENT}/assign_account_to_phones`,
    {
      config: {
        contract: {
          summary: 'Assign phone numbers to an account (one carrier order)',
          idempotent: true,
          description:
            'Numbers are stored only when the order completes. Read status, error_code and error_description.',
          tags,
          body: assignAccountRequest,
          response: { 200: assignmentResponse },
        },
      },
    },
    async (request): Promise<AssignmentResponse> =>
      phones.assignAccount(staffUser(request).id, parseOrThrow(assignAccountRequest, request.body)),
  );

  app.post(
    `${BASE}/tcr_campaigns/create_tcr_campaign`,
    {
      config: {
        contract: {
          summary: "Register a TCR campaign for a brand from a campaign detail's texts",
          idempotent: true,
          tags,
          body: createTcrCampaignRequest,
          response: { 201: campaign },
        },
      },
    },
    async (request, reply): Promise<Campaign> => {
      const input = parseOrThrow(createTcrCampaignRequest, request.body);
      const created = await tcrCampaigns.create(staffUser(request).id, input);
      reply.code(201);
      return created;
    },
  );

  app.get(
    `${BASE}/campaign_details`,
    {
      config: {
        contract: {
          summary: 'Campaign details by name, 20 a page (without page: page 1, as the picker asks)',
          tags,
          querystring: campaignDetailListQuery,
          response: { 200: campaignDetailPage },
        },
      },
    },
    pagedList(campaignDetailListQuery, details.list),
  );

  app.post(
    `${BASE}/campaign_details`,
    {
      config: {
        contract: {
          summary: 'Create a campaign detail (and associate accounts)',
          tags,
          body: createCampaignDetailRequest,
          response: { 201: campaignDetail },
        },
      },
    },
    async (request, reply): Promise<CampaignDetail> => {
      const input = parseOrThrow(createCampaignDetailRequest, request.body);
      const created = await details.create(staffUser(request).id, input);
      reply.code(201);
      return created;
    },
  );

  app.get<IdParams>(
    `${BASE}/campaign_details/:id`,
    { config: { contract: { summary: 'A campaign detail', tags, response: { 200: campaignDetail } } } },
    async (request): Promise<CampaignDetail> => details.get(parseId(request.params.id)),
  );

  app.patch<IdParams>(
    `${BASE}/campaign_details/:id`,
    {
      config: {
        contract: {
          summary: 'Update a campaign detail; accounts replaces the whole association',
          tags,
          body: updateCampaignDetailRequest,
          response: { 200: campaignDetail },
        },
      },
    },
    async (request): Promise<CampaignDetail> => {
      const id = parseId(request.params.id);
      const patch = parseOrThrow(updateCampaignDetailRequest, request.body);
      return details.update(staffUser(request).id, id, patch);
    },
  );

  app.delete<IdParams>(
    `${BASE}/campaign_details/:id`,
    {
      config: {
        contract: {
          summary: 'Delete a campaign detail; refused (400 campaign_detail_has_accounts) while accounts use it',
          tags,
          response: { 204: null },
        },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      await details.remove(staffUser(request).id, id);
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}/scaling`,
    {
      config: {
        contract: {
          summary: "Scale accounts (or a parent account's accounts) to the brand's campaign of a use case",
          idempotent: true,
          description:
            "Moves their TCR phone numbers to the campaign, registering one from the accounts' campaign detail when the brand has none of that use case.",
          tags,
          body: scalingRequest,
          response: { 200: scalingResponse },
        },
      },
    },
    async (request): Promise<ScalingResponse> => {
      const input = parseOrThrow(scalingRequest, request.body);
      return scaling.scale(staffUser(request).id, input);
    },
  );
};
