/**
 * The messaging sandbox, the default: no network, real-looking SIDs, the registration chain's checks, and test
 * calls whose status moves with time. A call's SID carries its start time, so any API process (or a restarted
 * one) answers the same status for it: most calls complete, some end busy, unanswered or failed.
 *
 * The A2P steps the provider reviews (the A2P profile, the brand, the use case) carry their review the same way:
 * the SID holds when the provider decides and its verdict, taken from the submitted data (a use case whose message
 * flow never mentions opting in fails 30896, …) or forced by `messaging.reviewA2pProfile`, `reviewA2pBrand` or
 * `reviewA2pUseCase`. A review takes the provider's real time divided by SANDBOX_REGISTRATION_SPEED. A failed brand
 * can be resubmitted (as Twilio's brand update: 21725 unless failed, 21724 after three): a new SID, counting the
 * updates, starts its review again.
 */
import { createHash, randomInt } from 'node:crypto';
import { ProviderError } from '../errors.ts';
import { registrationAnswer, type A2pRegistrationRef } from '../registration.ts';
import {
  campaignRejection,
  CAMPAIGN_REJECTIONS,
  FORCED_CAMPAIGN_REJECTION,
  randomHex,
  reviewDurationMs,
  systemClock,
  unitHash,
  type Clock,
  type SandboxFailures,
} from '../sandbox.ts';
import { A2P_BRAND_FREE_UPDATES } from '../../../shared/twilioAdmin.ts';
import {
  isSid,
  type A2pBrandRegistration,
  type AddressDetails,
  type Call,
  type CallStatus,
  type EndUserDetails,
  type MessagingProvider,
  type ProfileDetails,
  type ProvisionedNumber,
  type Subaccount,
  type SubaccountCredentials,
  type SubaccountStatus,
  type UseCaseDetails,
} from './interface.ts';

const SERVICE = 'messaging';
const E164_US = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

const sid = (prefix: string) => `${prefix}${randomHex(16)}`;

/** Call SIDs: 'CA', the start time as 12 hex digits of milliseconds, then 20 random hex digits. */
const callSid = (startedAt: number) => `CA${startedAt.toString(16).padStart(12, '0')}${randomHex(10)}`;

type ReviewedStep = A2pRegistrationRef['step'];

/** The provider's words for each failure code a review can give. */
const REJECTIONS: Readonly<Record<string, string>> = {
  ...CAMPAIGN_REJECTIONS,
  // Trust Hub's rejection of a profile whose contact e-mail is not on the business's own domain.
  '18606': "The Email domain doesn't match the website domain",
  '30701': 'Brand Registration Failure - Invalid input: one or more brand fields are not valid',
};

/**
 * Each reviewed step: its SID prefix, the operation name that forces its failure and the code that gives, and
 * every failure code its verdict can name, in a fixed order (the SID holds an index into it).
 */
const REVIEWS: Record<ReviewedStep, { prefix: string; forcedBy: string; forced: string; codes: readonly string[] }> = {
  a2p_profile: { prefix: 'BU', forcedBy: 'reviewA2pProfile', forced: '18606', codes: ['18606'] },
  a2p_brand: { prefix: 'BN', forcedBy: 'reviewA2pBrand', forced: '30701', codes: ['30701'] },
  a2p_use_case: {
    prefix: 'QE',
    forcedBy: 'reviewA2pUseCase',
    forced: FORCED_CAMPAIGN_REJECTION,
    codes: ['30896', '30886', '30889', '30909'],
  },
};

const checksum = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 4);

/**
 * A reviewed step's SID: the prefix, when the provider decides (12 hex digits of ms), the verdict (2 hex digits: 00
 * approved, else 1 + the index of its failure code), how many times it was updated (a brand's resubmissions, 1 hex
 * digit), 13 random hex digits, and 4 of a checksum so that a SID made otherwise (seeded, or before reviews were
 * timed) is not read as one.
 */
function reviewSid(prefix: string, decidesAt: number, verdict: number, updates: number): string {
  const body = `${prefix}${decidesAt.toString(16).padStart(12, '0')}${verdict.toString(16).padStart(2, '0')}${updates.toString(16)}${randomHex(7).slice(1)}`;
  return `${body}${checksum(body)}`;
}

/** What a reviewed step's SID says, or null for a SID made otherwise. */
function readReviewSid(sidValue: string): { decidesAt: number; verdict: number; updates: number } | null {
  if (checksum(sidValue.slice(0, 30)) !== sidValue.slice(30)) return null;
  return {
    decidesAt: Number.parseInt(sidValue.slice(2, 14), 16),
    verdict: Number.parseInt(sidValue.slice(14, 16), 16),
    updates: Number.parseInt(sidValue.slice(16, 17), 16),
  };
}

/** Where a sandbox call is, `elapsed` ms after it was placed; the outcome is fixed by the SID. */
export function sandboxCallStatus(callSidValue: string, elapsed: number, forceFailure = false): CallStatus {
  const roll = unitHash(callSidValue);
  if (forceFailure || roll >= 0.95) return elapsed < 1_000 ? 'queued' : 'failed';
  if (elapsed < 2_000) return 'queued';
  if (roll >= 0.9) return elapsed < 5_000 ? 'ringing' : 'busy';
  if (roll >= 0.82) return elapsed < 25_000 ? 'ringing' : 'no-answer';
  if (elapsed < 8_000) return 'ringing';
  const talk = 10_000 + Math.floor(unitHash(`${callSidValue}:talk`) * 30_000);
  return elapsed < 8_000 + talk ? 'in-progress' : 'completed';
}

export interface MessagingSandboxOptions {
  failures: SandboxFailures;
  clock?: Clock;
  /** SANDBOX_REGISTRATION_SPEED: how many times faster than the provider's real time the reviews decide. */
  registrationSpeed?: number;
}

export function createMessagingSandbox(options: MessagingSandboxOptions): MessagingProvider {
  const { failures } = options;
  const clock = options.clock ?? systemClock;
  const speed = options.registrationSpeed ?? 1;
  const subaccounts = new Map<string, Subaccount>();
  const numbers = new Set<string>();

  const notFound = (operation: string, what: string) =>
    new ProviderError({
      service: SERVICE,
      operation,
      code: 'not_found',
      status: 404,
      providerCode: '20404',
      detail: `HTTP 404: The requested resource ${what} was not found`,
    });
  const invalid = (operation: string, detail: string, providerCode = '21211') =>
    new ProviderError({ service: SERVICE, operation, code: 'http_error', status: 400, providerCode, detail });

  /** Sub-account calls need a well-formed SID; unknown ones are assumed created by another process. */
  const authenticate = (operation: string, subaccount: SubaccountCredentials) => {
    if (!isSid(subaccount.account_sid, 'AC') || !/^[0-9a-f]{32}$/.test(subaccount.auth_token)) {
      throw new ProviderError({
        service: SERVICE,
        operation,
        code: 'http_error',
        status: 401,
        providerCode: '20003',
        detail: 'HTTP 401: Authenticate',
      });
    }
    const known = subaccounts.get(subaccount.account_sid);
    if (known && known.status !== 'active') throw invalid(operation, 'HTTP 403: Account is not active', '20005');
  };
  const requireSid = (operation: string, value: string, prefix: string) => {
    if (!isSid(value, prefix)) throw notFound(operation, value ? `'${value.slice(0, 34)}'` : '');
  };
  const step = (operation: string, subaccount: SubaccountCredentials, newSid: () => string, detail: string) => {
    authenticate(operation, subaccount);
    failures.check(SERVICE, operation, detail);
    return { sid: newSid() };
  };
  /**
   * Starts a step's review: a SID that says when it decides and what (`rejection`, unless a failure is forced), and
   * how many times the step was updated before.
   */
  const review =
    (reviewed: ReviewedStep, rejection: string | null, updates = 0) =>
    () => {
      const { prefix, forcedBy, forced, codes } = REVIEWS[reviewed];
      const code = failures.isForced(SERVICE, forcedBy) ? forced : rejection;
      const verdict = code === null ? 0 : codes.indexOf(code) + 1;
      return reviewSid(prefix, clock() + reviewDurationMs(reviewed, speed), verdict, updates);
    };

  return {
    kind: 'sandbox',

    async createSubaccount(accountName: string) {
      failures.check(SERVICE, 'createSubaccount', 'HTTP 400: Sub-account limit reached for this account', 400, '20429');
      const created: Subaccount = {
        account_sid: sid('AC'),
        auth_token: randomHex(16),
        friendly_name: accountName,
        status: 'active',
      };
      subaccounts.set(created.account_sid, created);
      return { ...created };
    },

    async getSubaccountStatus(accountSid: string): Promise<SubaccountStatus> {
      failures.check(SERVICE, 'getSubaccountStatus', 'HTTP 503: Service temporarily unavailable', 503);
      requireSid('getSubaccountStatus', accountSid, 'AC');
      return subaccounts.get(accountSid)?.status ?? 'active';
    },

    async createStarterProfile(subaccount: SubaccountCredentials, profile: ProfileDetails) {
      if (!profile.email.includes('@')) throw invalid('createStarterProfile', 'HTTP 400: Invalid Email', '70002');
      return step('createStarterProfile', subaccount, () => sid('BU'), 'HTTP 400: Invalid policy for customer profile');
    },

    async createEndUser(subaccount: SubaccountCredentials, starterProfileSid: string, details: EndUserDetails) {
      requireSid('createEndUser', starterProfileSid, 'BU');
      if (!E164_US.test(details.phone_number) && !/^\d{10}$/.test(details.phone_number.replace(/\D/g, ''))) {
        throw invalid('createEndUser', 'HTTP 400: Invalid phone_number attribute', '70002');
      }
      return step('createEndUser', subaccount, () => sid('IT'), 'HTTP 400: End user attributes failed validation');
    },

    async createAddress(subaccount: SubaccountCredentials, details: AddressDetails) {
      if (!/^\d{5}(-\d{4})?$/.test(details.zipcode)) {
        throw invalid('createAddress', 'HTTP 400: Address could not be validated', '21628');
      }
      return step('createAddress', subaccount, () => sid('AD'), 'HTTP 400: Address could not be validated');
    },

    async createA2pProfile(subaccount: SubaccountCredentials, starterProfileSid: string, profile: ProfileDetails) {
      requireSid('createA2pProfile', starterProfileSid, 'BU');
      if (!profile.email.includes('@')) throw invalid('createA2pProfile', 'HTTP 400: Invalid Email', '70002');
      return step(
        'createA2pProfile',
        subaccount,
        review('a2p_profile', null),
        'HTTP 400: Trust product evaluation failed',
      );
    },

    async createA2pBrand(subaccount: SubaccountCredentials, starterProfileSid: string, a2pProfileSid: string) {
      requireSid('createA2pBrand', starterProfileSid, 'BU');
      requireSid('createA2pBrand', a2pProfileSid, 'BU');
      return step(
        'createA2pBrand',
        subaccount,
        review('a2p_brand', null),
        'HTTP 400: Customer profile is not approved',
      );
    },

    async resubmitA2pBrand(subaccount: SubaccountCredentials, registration: A2pBrandRegistration, profile) {
      const operation = 'resubmitA2pBrand';
      authenticate(operation, subaccount);
      requireSid(operation, registration.starterProfileSid, 'BU');
      requireSid(operation, registration.a2pProfileSid, 'BU');
      requireSid(operation, registration.brandSid, 'BN');
      if (profile && !profile.email.includes('@')) throw invalid(operation, 'HTTP 400: Invalid Email', '70002');
      const read = readReviewSid(registration.brandSid);
      // Made otherwise (seeded): reviewed and approved long ago, as getRegistrationStatus says.
      if (!read || read.verdict === 0 || clock() < read.decidesAt) {
        throw invalid(operation, 'HTTP 400: Brand can only be updated when in FAILED state', '21725');
      }
      if (read.updates >= A2P_BRAND_FREE_UPDATES) {
        throw invalid(operation, 'HTTP 400: Maximum number of brand update requests reached on this brand', '21724');
      }
      // Vetted again on the same data: approved, unless a failure is forced.
      return step(
        operation,
        subaccount,
        review('a2p_brand', null, read.updates + 1),
        'HTTP 400: Brand registration update failed',
      );
    },

    async createMessagingService(subaccount: SubaccountCredentials, _friendlyName: string) {
      return step('createMessagingService', subaccount, () => sid('MG'), 'HTTP 400: Messaging service limit reached');
    },

    async createA2pUseCase(subaccount: SubaccountCredentials, details: UseCaseDetails) {
      requireSid('createA2pUseCase', details.messaging_service_sid, 'MG');
      requireSid('createA2pUseCase', details.brand_sid, 'BN');
      const rejection = campaignRejection({
        description: details.description,
        message_flow: details.message_flow,
        samples: details.message_samples,
      });
      return step(
        'createA2pUseCase',
        subaccount,
        review('a2p_use_case', rejection),
        'HTTP 400: Brand registration is not approved',
      );
    },

    async getRegistrationStatus(subaccount: SubaccountCredentials, ref: A2pRegistrationRef) {
      const operation = 'getRegistrationStatus';
      authenticate(operation, subaccount);
      failures.check(SERVICE, operation, 'HTTP 503: Service temporarily unavailable', 503);
      const { prefix, codes } = REVIEWS[ref.step];
      requireSid(operation, ref.sid, prefix);
      if (ref.step === 'a2p_use_case') requireSid(operation, ref.messagingServiceSid, 'MG');
      const read = readReviewSid(ref.sid);
      const code = read && read.verdict > 0 ? codes[read.verdict - 1] : null;
      // Made otherwise (the seeded demo data, or before reviews were timed): reviewed long ago.
      if (!read || code === undefined) return registrationAnswer('approved');
      if (clock() < read.decidesAt) return registrationAnswer('in_review');
      return code === null
        ? registrationAnswer('approved')
        : registrationAnswer('failed', code, REJECTIONS[code] ?? null);
    },

    async provisionNumber(areaCode: string, options = {}): Promise<ProvisionedNumber> {
      if (options.subaccount) authenticate('provisionNumber', options.subaccount);
      if (!/^[2-9]\d{2}$/.test(areaCode)) {
        throw invalid('provisionNumber', `HTTP 400: AreaCode ${areaCode.slice(0, 8)} is not valid`, '21452');
      }
      failures.check(
        SERVICE,
        'provisionNumber',
        `HTTP 400: No local numbers available in area code ${areaCode}`,
        400,
        '21452',
      );
      let number: string;
      do {
        number = `+1${areaCode}${randomInt(2, 10)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      } while (numbers.has(number));
      numbers.add(number);
      return { phone_number: number, sid: sid('PN') };
    },

    async placeCall(from: string, to: string, options = {}) {
      if (options.subaccount) authenticate('placeCall', options.subaccount);
      if (!E164_US.test(from)) throw invalid('placeCall', `HTTP 400: The 'From' number is not a valid phone number`);
      if (!E164_US.test(to)) throw invalid('placeCall', `HTTP 400: The 'To' number is not a valid phone number`);
      failures.check(SERVICE, 'placeCall', 'HTTP 503: Voice service temporarily unavailable', 503, '20503');
      return { call_sid: callSid(clock()) };
    },

    async getCall(callSidValue: string): Promise<Call> {
      requireSid('getCall', callSidValue, 'CA');
      const startedAt = Number.parseInt(callSidValue.slice(2, 14), 16);
      const elapsed = Math.max(0, clock() - startedAt);
      const status = sandboxCallStatus(callSidValue, elapsed, failures.isForced(SERVICE, 'getCall'));
      return { call_sid: callSidValue, status };
    },
  };
}
