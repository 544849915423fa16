import type { CampaignDetail } from '../../../shared/campaignManagement.ts';

/** A campaign detail's page (its edit form). */
export const campaignDetailHref = (detail: Pick<CampaignDetail, 'id'>) => `/app/tcr/campaign_details/${detail.id}`;
