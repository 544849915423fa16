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
import { campaignManagementContract as contract } from '../../shared/contracts/campaignManagement.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const campaignManagementRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { tcrPhones: phones, campaignDetails: details, tcrCampaigns, scaling } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  // The paged lists answer DRF's page with its links, which pagedList builds from the request.

  call(app, contract, 'GET /campaign_management/phones', async ({ request, query }) =>
    pagedList(request, query, phones.list),
  );

  call(app, contract, 'GET /campaign_management/campaigns', async () => phones.listCampaigns());

  call(app, contract, 'POST /campaign_management/twilio/assign_campaign_to_phones', async ({ request, body }) =>
    phones.assignCampaign(staffUser(request).id, body),
  );

  call(app, contract, 'POST /campaign_management/twilio/assign_account_to_phones', async ({ request, body }) =>
    phones.assignAccount(staffUser(request).id, body),
  );

  call(app, contract, 'POST /campaign_management/tcr_campaigns/create_tcr_campaign', async ({ request, body }) =>
    tcrCampaigns.create(staffUser(request).id, body),
  );

  call(app, contract, 'GET /campaign_management/campaign_details', async ({ request, query }) =>
    pagedList(request, query, details.list),
  );

  call(app, contract, 'POST /campaign_management/campaign_details', async ({ request, body }) =>
    details.create(staffUser(request).id, body),
  );

  call(app, contract, 'GET /campaign_management/campaign_details/:id', async ({ params }) => details.get(params.id));

  call(app, contract, 'PATCH /campaign_management/campaign_details/:id', async ({ request, params, body }) =>
    details.update(staffUser(request).id, params.id, body),
  );

  call(app, contract, 'DELETE /campaign_management/campaign_details/:id', async ({ request, params }) => {
    await details.remove(staffUser(request).id, params.id);
    return null;
  });

  call(app, contract, 'POST /campaign_management/scaling', async ({ request, body }) =>
    scaling.scale(staffUser(request).id, body),
  );
};
