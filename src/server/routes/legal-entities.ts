/**
 * Legal entities and their TCR brands (spec 7, TCR): GET/POST /legal_entities, GET/PATCH /legal_entities/{id},
 * and POST /campaign_management/tcr_brands/create_tcr_brand and update_tcr_brand. Staff only.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  createLegalEntityRequest,
  createTcrBrandRequest,
  legalEntity,
  legalEntityListQuery,
  legalEntityPage,
  tcrBrandResult,
  updateLegalEntityRequest,
  updateTcrBrandRequest,
  type LegalEntity,
  type TcrBrandResult,
} from '../../shared/legalEntities.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const tags = ['TCR'];

export const legalEntitiesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { legalEntities, tcrBrands } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  app.get(
    '/legal_entities',
    {
      config: {
        contract: {
          summary: 'List legal entities',
          description:
            'Pages of 20 by name. search: terms split on commas and spaces, each matching part of the name or of an account name.',
          tags,
          querystring: legalEntityListQuery,
          response: { 200: legalEntityPage },
        },
      },
    },
    pagedList(legalEntityListQuery, legalEntities.list),
  );

  app.get<{ Params: { id: string } }>(
    '/legal_entities/:id',
    {
      config: {
        contract: {
          summary: 'A legal entity',
          description:
            "Brands TCR is still vetting (brand_identity_status 0 or 1, or set_for_revet) are asked about again first, so their status and set_for_revet are TCR's.",
          tags,
          response: { 200: legalEntity },
        },
      },
    },
    async (request): Promise<LegalEntity> => {
      const id = parseId(request.params.id);
      await tcrBrands.refresh(id, request.log);
      return legalEntities.get(id);
    },
  );

  app.post(
    '/legal_entities',
    {
      config: {
        contract: {
          summary: 'Create a legal entity',
          description: 'state and country are always PR and US. accounts: ids of the accounts to attach.',
          tags,
          body: createLegalEntityRequest,
          response: { 201: legalEntity },
        },
      },
    },
    async (request, reply): Promise<LegalEntity> => {
      const input = parseOrThrow(createLegalEntityRequest, request.body);
      const created = await legalEntities.create(staffUser(request).id, input);
      reply.code(201);
      return created;
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/legal_entities/:id',
    {
      config: {
        contract: {
          summary: 'Update a legal entity',
          description: 'accounts, when given, is the whole new list: accounts left out are detached.',
          tags,
          body: updateLegalEntityRequest,
          response: { 200: legalEntity },
        },
      },
    },
    async (request): Promise<LegalEntity> => {
      const id = parseId(request.params.id);
      const patch = parseOrThrow(updateLegalEntityRequest, request.body);
      return legalEntities.update(staffUser(request).id, id, patch);
    },
  );

  app.post(
    '/campaign_management/tcr_brands/create_tcr_brand',
    {
      config: {
        contract: {
          summary: 'Register a TCR brand for a legal entity',
          idempotent: true,
          description: 'Costs money at the registry. Refused (400 invalid_state) when the legal entity has a brand.',
          tags,
          body: createTcrBrandRequest,
          response: { 200: tcrBrandResult },
        },
      },
    },
    async (request): Promise<TcrBrandResult> => {
      const { legal_entity_id } = parseOrThrow(createTcrBrandRequest, request.body);
      return tcrBrands.create(staffUser(request).id, legal_entity_id, request.log);
    },
  );

  app.post(
    '/campaign_management/tcr_brands/update_tcr_brand',
    {
      config: {
        contract: {
          summary: 'Update and revet a TCR brand',
          idempotent: true,
          description:
            'brand_uuid is the registry brand id (brands[].brand_id). Only an UNVERIFIED brand not set for revet.',
          tags,
          body: updateTcrBrandRequest,
          response: { 200: tcrBrandResult },
        },
      },
    },
    async (request): Promise<TcrBrandResult> => {
      const { brand_uuid } = parseOrThrow(updateTcrBrandRequest, request.body);
      return tcrBrands.updateAndRevet(staffUser(request).id, brand_uuid, request.log);
    },
  );
};
