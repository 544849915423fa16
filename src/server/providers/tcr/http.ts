/**
 * The real TCR provider over the CSP API (v2): JSON bodies, basic auth with the API key and secret. The phone
 * orders go to the carrier order endpoints beside it (`/order/…`), which answer an order with its status and,
 * when it did not complete, an error code and description. An UNVERIFIED brand comes with TCR's feedback on why
 * (`/brand/feedback/{brandId}`); a campaign's review is the carriers' operation statuses
 * (`/campaign/{campaignId}/operationStatus`).
 */
import { ProviderError } from '../errors.ts';
import { basicAuth, field, joinUrl, requestJson, type HttpCall } from '../http.ts';
import { registrationAnswer, type RegistrationAnswer } from '../registration.ts';
import {
  BRAND_IDENTITY_STATUSES,
  type Brand,
  type BrandIdentityStatus,
  type Campaign,
  type CampaignInput,
  type LegalEntityInput,
  type OrderResponse,
  type OrderStatus,
  type TcrProvider,
} from './interface.ts';

export interface TcrHttpSettings {
  /** https://csp-api.campaignregistry.com/v2 */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
}

const SERVICE = 'tcr';

/** TCR error bodies: `[{code, field, description}]`. */
const readError = (body: unknown) => {
  const first = (Array.isArray(body) ? body[0] : body) as { code?: number; description?: unknown } | undefined;
  return {
    code: first?.code ?? null,
    message: typeof first?.description === 'string' ? first.description : undefined,
  };
};

/** The carriers' statuses that end a campaign's review (REGISTERED read as APPROVED, as some TCR material names it). */
const CARRIER_APPROVED = new Set(['APPROVED', 'REGISTERED']);
const CARRIER_REFUSED = new Set(['REJECTED', 'SUSPENDED']);

/**
 * A campaign's review from the operation status each carrier (MNO id) reported: failed once any rejected or
 * suspended it (TCR gives no reason code there, only the carriers and their statuses), approved once every
 * carrier that reported approved it. Anything else is in review: REVIEW, no report yet (carriers need not
 * report), or a status TCR adds later, which the reconciler keeps asking about rather than guess.
 */
function carrierReviewAnswer(statuses: Readonly<Record<string, unknown>>): RegistrationAnswer {
  const reported = Object.entries(statuses).map(([mno, status]) => ({ mno, status: String(status) }));
  const refused = reported.filter(({ status }) => CARRIER_REFUSED.has(status));
  if (refused.length > 0) {
    const carriers = refused.map(({ mno, status }) => `MNO ${mno} ${status}`).join(', ');
    return registrationAnswer('failed', null, `Carrier review: ${carriers}`);
  }
  const approved = reported.length > 0 && reported.every(({ status }) => CARRIER_APPROVED.has(status));
  return registrationAnswer(approved ? 'approved' : 'in_review');
}

/** A legal entity as TCR's brand fields, the same for registering a brand and updating it. */
const brandFields = (entity: LegalEntityInput) => ({
  entityType: entity.company_type,
  displayName: entity.name,
  companyName: entity.legal_name,
  ein: entity.ein,
  einIssuingCountry: entity.country,
  phone: entity.phone_number,
  email: entity.email,
  website: entity.website,
  street: entity.street,
  city: entity.city,
  state: entity.state,
  postalCode: entity.zip_code,
  country: entity.country,
  vertical: entity.vertical_type,
});

export function createTcrHttp(settings: TcrHttpSettings): TcrProvider {
  const call = (operation: string, method: HttpCall['method'], path: string, json?: unknown) =>
    requestJson({
      service: SERVICE,
      operation,
      method,
      url: joinUrl(settings.apiUrl, path),
      json,
      headers: { authorization: basicAuth(settings.apiKey, settings.apiSecret) },
      secrets: [settings.apiKey, settings.apiSecret],
      timeoutMs: settings.timeoutMs,
      readError,
    });

  const toBrand = (operation: string, answer: unknown): Brand => {
    const where = { service: SERVICE, operation };
    const status = field(where, answer, 'identityStatus', 'string');
    if (!(BRAND_IDENTITY_STATUSES as readonly string[]).includes(status)) {
      throw new ProviderError({
        ...where,
        code: 'invalid_response',
        detail: 'the answer has an unknown identityStatus',
      });
    }
    const identity = status as BrandIdentityStatus;
    const record = answer as { referenceId?: unknown; updateDate?: unknown; createDate?: unknown };
    const date = typeof record.updateDate === 'string' ? record.updateDate : record.createDate;
    return {
      brand_id: field(where, answer, 'brandId', 'string'),
      reference_id: typeof record.referenceId === 'string' ? record.referenceId : '',
      identity_status: identity,
      vetting: {
        status: identity === 'UNVERIFIED' ? 'FAILED' : identity === 'SELF_DECLARED' ? 'PENDING' : 'ACTIVE',
        updated_at: typeof date === 'string' ? date : new Date(0).toISOString(),
      },
      feedback: [],
    };
  };
  /** An UNVERIFIED brand with TCR's feedback categories ({brandId, category: [{id, …}]}); none when TCR has none. */
  const withFeedback = async (operation: string, brand: Brand): Promise<Brand> => {
    if (brand.identity_status !== 'UNVERIFIED') return brand;
    let answer: unknown;
    try {
      answer = await call(operation, 'GET', `/brand/feedback/${encodeURIComponent(brand.brand_id)}`);
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'not_found') return brand;
      throw error;
    }
    const categories = (answer as { category?: unknown } | null)?.category;
    const ids = (Array.isArray(categories) ? categories : [])
      .map((category) => (category as { id?: unknown } | null)?.id)
      .filter((id): id is string => typeof id === 'string');
    return { ...brand, feedback: ids };
  };
  const toCampaign = (operation: string, answer: unknown): Campaign => {
    const where = { service: SERVICE, operation };
    const status = (answer as { status?: unknown }).status;
    return {
      campaign_id: field(where, answer, 'campaignId', 'string'),
      brand_id: field(where, answer, 'brandId', 'string'),
      usecase: field(where, answer, 'usecase', 'string'),
      description: field(where, answer, 'description', 'string'),
      status: status === 'EXPIRED' ? 'EXPIRED' : 'ACTIVE',
    };
  };
  const toOrder = (operation: string, answer: unknown): OrderResponse => {
    const where = { service: SERVICE, operation };
    const status = field(where, answer, 'status', 'string');
    const known: OrderStatus = status === 'COMPLETE' || status === 'PARTIAL' ? status : 'FAILED';
    const { errorCode, errorDescription } = answer as { errorCode?: unknown; errorDescription?: unknown };
    return {
      order_id: field(where, answer, 'orderId', 'string'),
      status: known,
      ...(errorCode !== undefined && errorCode !== null ? { error_code: String(errorCode) } : {}),
      ...(typeof errorDescription === 'string' ? { error_description: errorDescription } : {}),
    };
  };
  const brandPath = (brandId: string) => `/brand/${encodeURIComponent(brandId)}`;
  const fetchBrand = async (operation: string, brandId: string) =>
    toBrand(operation, await call(operation, 'GET', brandPath(brandId)));

  return {
    kind: 'http',

    async createBrand(entity: LegalEntityInput) {
      const answer = await call('createBrand', 'POST', '/brand/nonBlocking', {
        ...brandFields(entity),
        referenceId: entity.reference_id,
        brandRelationship: 'BASIC_ACCOUNT',
      });
      return withFeedback('createBrand', toBrand('createBrand', answer));
    },

    getBrand: async (brandId: string) => withFeedback('getBrand', await fetchBrand('getBrand', brandId)),

    async updateBrandAndRevet(brandId: string, entity: LegalEntityInput) {
      const operation = 'updateBrandAndRevet';
      const current = await fetchBrand(operation, brandId);
      if (current.identity_status !== 'UNVERIFIED') {
        throw new ProviderError({
          service: SERVICE,
          operation,
          code: 'invalid_state',
          detail: 'Only an UNVERIFIED brand can be revetted',
        });
      }
      // The update first: the revet vets what the brand holds, which is what the staff member just fixed.
      await call(operation, 'PUT', brandPath(brandId), brandFields(entity));
      return withFeedback(operation, toBrand(operation, await call(operation, 'PUT', `${brandPath(brandId)}/revet`)));
    },

    async createCampaign(brandId: string, input: CampaignInput) {
      const samples = Object.fromEntries(input.sample_messages.slice(0, 5).map((text, i) => [`sample${i + 1}`, text]));
      const answer = await call('createCampaign', 'POST', '/campaignBuilder', {
        brandId,
        usecase: input.usecase,
        description: input.description,
        messageFlow: input.message_flow,
        ...samples,
        subscriberOptin: true,
        subscriberOptout: true,
        subscriberHelp: true,
        embeddedLink: false,
        embeddedPhone: false,
        numberPool: false,
        ageGated: false,
        directLending: false,
        termsAndConditions: true,
        autoRenewal: true,
      });
      return toCampaign('createCampaign', answer);
    },

    async listCampaigns(brandId?: string) {
      const query = new URLSearchParams({ page: '1', recordsPerPage: '500' });
      if (brandId) query.set('brandId', brandId);
      const answer = await call('listCampaigns', 'GET', `/campaign?${query}`);
      const records = (answer as { records?: unknown }).records;
      if (!Array.isArray(records)) {
        throw new ProviderError({
          service: SERVICE,
          operation: 'listCampaigns',
          code: 'invalid_response',
          detail: 'the answer has no records list',
        });
      }
      return records.map((record) => toCampaign('listCampaigns', record));
    },

    async getCampaignStatus(campaignId: string) {
      const operation = 'getCampaignStatus';
      const answer = await call(operation, 'GET', `/campaign/${encodeURIComponent(campaignId)}/operationStatus`);
      if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
        throw new ProviderError({
          service: SERVICE,
          operation,
          code: 'invalid_response',
          detail: 'the answer has no map of carrier statuses',
        });
      }
      return carrierReviewAnswer(answer as Record<string, unknown>);
    },

    async assignCampaignToPhones(campaignId: string, phoneNumbers: string[]) {
      const answer = await call('assignCampaignToPhones', 'POST', '/order/campaignAssignment', {
        campaignId,
        phoneNumbers,
      });
      return toOrder('assignCampaignToPhones', answer);
    },

    async assignAccountToPhones(accountRef: string, phoneNumbers: string[]) {
      const answer = await call('assignAccountToPhones', 'POST', '/order/accountAssignment', {
        accountId: accountRef,
        phoneNumbers,
      });
      return toOrder('assignAccountToPhones', answer);
    },
  };
}
