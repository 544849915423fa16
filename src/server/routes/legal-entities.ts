/**
 * Legal entities and their TCR brands (spec 7, TCR): GET/POST /legal_entities, GET/PATCH /legal_entities/{id},
 * and /campaign_management/tcr_brands: POST create_tcr_brand and update_tcr_brand, GET {id}/resubmission (what an
 * update and revet would change). Staff only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { legalEntitiesContract as contract } from '../../shared/contracts/legalEntities.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const legalEntitiesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { legalEntities, tcrBrands } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  call(app, contract, 'GET /legal_entities', async ({ request, query }) =>
    pagedList(request, query, legalEntities.list),
  );

  // A read never asks TCR nor writes: the reconciler keeps the brands current (services/brand-vetting.ts).
  call(app, contract, 'GET /legal_entities/:id', async ({ params }) => legalEntities.get(params.id));

  call(app, contract, 'POST /legal_entities', async ({ request, body }) =>
    legalEntities.create(staffUser(request).id, body),
  );

  call(app, contract, 'PATCH /legal_entities/:id', async ({ request, params, body }) =>
    legalEntities.update(staffUser(request).id, params.id, body),
  );

  call(app, contract, 'POST /campaign_management/tcr_brands/create_tcr_brand', async ({ request, body }) =>
    tcrBrands.create(staffUser(request).id, body.legal_entity_id, request.log),
  );

  call(app, contract, 'GET /campaign_management/tcr_brands/:id/resubmission', async ({ params }) =>
    tcrBrands.resubmission(params.id),
  );

  call(app, contract, 'POST /campaign_management/tcr_brands/update_tcr_brand', async ({ request, body }) =>
    tcrBrands.updateAndRevet(staffUser(request).id, body.brand_uuid, request.log),
  );
};
