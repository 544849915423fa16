/** Legal entities and their TCR brands (spec 7, TCR). */
import {
  brandResubmission,
  createLegalEntityRequest,
  createTcrBrandRequest,
  legalEntity,
  legalEntityListQuery,
  legalEntityPage,
  tcrBrandResult,
  updateLegalEntityRequest,
  updateTcrBrandRequest,
} from '../legalEntities.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['TCR'] as const;

export const legalEntitiesContract = defineContract({
  'GET /legal_entities': {
    summary: 'List legal entities',
    description:
      'Pages of 20 by name. search: terms split on commas and spaces, each matching part of the name or of an account name.',
    tags,
    staffOnly: true,
    query: legalEntityListQuery,
    response: legalEntityPage,
  },
  'GET /legal_entities/:id': {
    summary: 'A legal entity',
    description:
      "Brands TCR is still vetting (brand_identity_status 0 or 1, or set_for_revet) are asked about again first, so their status and set_for_revet are TCR's.",
    tags,
    staffOnly: true,
    response: legalEntity,
  },
  'POST /legal_entities': {
    summary: 'Create a legal entity',
    description: 'state and country are always PR and US. accounts: ids of the accounts to attach.',
    tags,
    staffOnly: true,
    body: createLegalEntityRequest,
    response: legalEntity,
    status: 201,
  },
  'PATCH /legal_entities/:id': {
    summary: 'Update a legal entity',
    description: 'accounts, when given, is the whole new list: accounts left out are detached.',
    tags,
    staffOnly: true,
    body: updateLegalEntityRequest,
    response: legalEntity,
  },
  'POST /campaign_management/tcr_brands/create_tcr_brand': {
    summary: 'Register a TCR brand for a legal entity',
    idempotent: true,
    outcome: "Check the brand area of the legal entity's page.",
    description: 'Costs money at the registry. Refused (400 invalid_state) when the legal entity has a brand.',
    tags,
    staffOnly: true,
    body: createTcrBrandRequest,
    response: tcrBrandResult,
  },
  'GET /campaign_management/tcr_brands/:id/resubmission': {
    summary: 'What an update and revet of a TCR brand would change',
    description:
      'id is the brand row (brands[].id). The legal entity fields that differ from the last submission to the registry, when that was, and the revets so far.',
    tags,
    staffOnly: true,
    response: brandResubmission,
  },
  'POST /campaign_management/tcr_brands/update_tcr_brand': {
    summary: 'Update and revet a TCR brand',
    idempotent: true,
    outcome: "Check the brand area of the legal entity's page.",
    description: 'brand_uuid is the registry brand id (brands[].brand_id). Only an UNVERIFIED brand not set for revet.',
    tags,
    staffOnly: true,
    body: updateTcrBrandRequest,
    response: tcrBrandResult,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof legalEntitiesContract> {}
}
