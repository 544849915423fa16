/**
 * The Campaign Registry's (CSP API v2) answers about a brand's vetting and a campaign's review. Where each shape
 * comes from:
 * - Brand feedback, GET /brand/feedback/{brandId}: the CSP API's BrandFeedbackCSP ({brandId, category: [{id,
 *   displayName, description, fields}]}, category ids TAX_ID, STOCK_SYMBOL, NONPROFIT, GOVERNMENT_ENTITY, OTHERS);
 *   the words as Telnyx's pass-through of the same endpoint prints them.
 * - Campaign operation status, GET /campaign/{campaignId}/operationStatus: "a map of campaign operation status at
 *   each participating MNO", keyed by MNO id, each APPROVED, REVIEW, REJECTED or SUSPENDED.
 */

export const BRAND_ID = 'B1A2B3C';
export const CAMPAIGN_ID = 'C9Z8Y7X';

export const BRAND_FEEDBACK = {
  brandId: BRAND_ID,
  category: [
    {
      id: 'TAX_ID',
      displayName: 'Tax Id',
      description: 'Tax Id does not match with the company name or business type.',
      fields: ['ein', 'companyName', 'entityType'],
    },
    {
      id: 'NONPROFIT',
      displayName: 'Nonprofit',
      description: 'No IRS 501c tax-exempt status found.',
      fields: ['entityType'],
    },
  ],
};

/** Three carriers' network (MNO) ids, as TCR numbers them. */
export const MNO_IDS = ['10017', '10035', '10037'] as const;

/** The operation status map with each carrier's status, in MNO_IDS order. */
export const operationStatus = (...statuses: string[]) =>
  Object.fromEntries(statuses.map((status, i) => [MNO_IDS[i], status]));
