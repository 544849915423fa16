/**
 * TCR campaign management (spec 7, TCR): TCR phone numbers and their assignment, campaigns, campaign details and
 * scaling. The carrier-named segment of the assignment calls (spec 7 leaves it open) is the messaging provider's
 * name, `twilio`, like /twilio_admin; the scaling call's path is ours.
 */
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
} from '../campaignManagement.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['TCR'] as const;

export const campaignManagementContract = defineContract({
  'GET /campaign_management/phones': {
    summary: 'TCR phone numbers, 20 a page',
    description:
      'number matches digits anywhere in the number; account is an account id; campaign is a campaign id or a TCR campaign id. Empty parameters are ignored.',
    tags,
    staffOnly: true,
    query: phoneListQuery,
    response: tcrPhoneNumberPage,
  },
  'GET /campaign_management/campaigns': {
    summary: 'Every campaign, by TCR campaign id',
    description:
      "Every campaign registered with TCR, as the phone list's campaign filter and the assign dialog offer them: the " +
      'whole list, not paged (the dialog searches it as the person types, spec 2), by TCR campaign id.',
    tags,
    staffOnly: true,
    response: campaignList,
  },
  'POST /campaign_management/twilio/assign_campaign_to_phones': {
    summary: 'Assign phone numbers to campaigns (one carrier order per campaign)',
    description:
      'Only numbers of completed orders are stored. Read status, error_code and error_description of the answer.',
    tags,
    staffOnly: true,
    body: assignCampaignRequest,
    response: assignmentResponse,
    idempotent: true,
    outcome: "Check the numbers' campaigns on the TCR phone numbers page.",
  },
  'POST /campaign_management/twilio/assign_account_to_phones': {
    summary: 'Assign phone numbers to an account (one carrier order)',
    description: 'Numbers are stored only when the order completes. Read status, error_code and error_description.',
    tags,
    staffOnly: true,
    body: assignAccountRequest,
    response: assignmentResponse,
    idempotent: true,
    outcome: "Check the numbers' accounts on the TCR phone numbers page.",
  },
  'POST /campaign_management/tcr_campaigns/create_tcr_campaign': {
    summary: "Register a TCR campaign for a brand from a campaign detail's texts",
    description:
      "Sends the campaign detail's texts to TCR for the brand and stores the campaign it registers; a provider failure answers 502 provider_error. " +
      'One campaign per brand, use case and campaign detail: when the brand has one already the answer is 409 ' +
      'campaign_exists with it under `campaign`, unless the body says `"additional": true`. Requests for one brand ' +
      'and use case are registered one at a time, in every API process.',
    tags,
    staffOnly: true,
    body: createTcrCampaignRequest,
    response: campaign,
    status: 201,
    idempotent: true,
    outcome: "Check the brand's campaigns in the campaign filter of the TCR phone numbers page.",
  },
  'GET /campaign_management/campaign_details': {
    summary: 'Campaign details by name, 20 a page (without page: page 1, as the picker asks)',
    description: 'search matches the name (case-insensitive). The answer is the DRF page shape.',
    tags,
    staffOnly: true,
    query: campaignDetailListQuery,
    response: campaignDetailPage,
  },
  'POST /campaign_management/campaign_details': {
    summary: 'Create a campaign detail (and associate accounts)',
    description:
      'The name, the message flow and description sent to TCR, the campaign type, and the ids of the accounts that use it.',
    tags,
    staffOnly: true,
    body: createCampaignDetailRequest,
    response: campaignDetail,
    status: 201,
  },
  'GET /campaign_management/campaign_details/:id': {
    summary: 'A campaign detail',
    description: 'Its texts, campaign type and the accounts that use it ({id, name}).',
    tags,
    staffOnly: true,
    response: campaignDetail,
  },
  'PATCH /campaign_management/campaign_details/:id': {
    summary: 'Update a campaign detail; accounts replaces the whole association',
    description: 'Any subset of the fields; accounts, when sent, is the complete new list of account ids.',
    tags,
    staffOnly: true,
    body: updateCampaignDetailRequest,
    response: campaignDetail,
  },
  'DELETE /campaign_management/campaign_details/:id': {
    summary: 'Delete a campaign detail; refused (400 campaign_detail_has_accounts) while accounts use it',
    description: 'Answers 204. A detail that accounts still use is kept: detach the accounts first.',
    tags,
    staffOnly: true,
    response: null,
  },
  'POST /campaign_management/scaling': {
    summary: "Scale accounts (or a parent account's accounts) to the brand's campaign of a use case",
    description:
      "Moves their TCR phone numbers to the campaign, registering one from the accounts' campaign detail when the brand has none of that use case.",
    tags,
    staffOnly: true,
    body: scalingRequest,
    response: scalingResponse,
    idempotent: true,
    outcome: "Check the accounts' numbers and their campaign on the TCR phone numbers page.",
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof campaignManagementContract> {}
}
