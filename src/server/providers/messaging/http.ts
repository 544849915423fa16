/**
 * The real messaging provider over Twilio's REST API: form-encoded POSTs, basic auth with an account SID and its
 * auth token (the main account for sub-accounts, the sub-account for everything inside it), Trust Hub for the
 * profiles and end users, the Messaging API for brands, services and use cases. The reviewed steps' statuses are
 * read from the same resources (registration-answers.ts).
 */
import { ProviderError } from '../errors.ts';
import { basicAuth, field, joinUrl, requestJson, type HttpCall } from '../http.ts';
import type { A2pRegistrationRef } from '../registration.ts';
import { STATUS_FIELD, twilioRegistrationAnswer } from './registration-answers.ts';
import {
  CALL_STATUSES,
  type A2pBrandRegistration,
  type AddressDetails,
  type Call,
  type CallStatus,
  type EndUserDetails,
  type MessagingProvider,
  type PlaceCallOptions,
  type ProfileDetails,
  type SubaccountCredentials,
  type SubaccountStatus,
  type UseCaseDetails,
} from './interface.ts';

export interface MessagingHttpSettings {
  /** The main account: it owns the sub-accounts. */
  accountSid: string;
  authToken: string;
  /** https://api.twilio.com */
  apiUrl: string;
  /** https://trusthub.twilio.com */
  trustHubUrl: string;
  /** https://messaging.twilio.com */
  messagingUrl: string;
  timeoutMs?: number;
}

/** Trust Hub policies: the secondary customer profile, and the A2P messaging trust product. */
export const STARTER_PROFILE_POLICY_SID = 'RNdfbf3fae0e1107f8aded0e7cead80bf5';
export const A2P_PROFILE_POLICY_SID = 'RNb0d4771c2c98518d916a3d4cd70a8f8b';
const SERVICE = 'messaging';
const API = '/2010-04-01';

/** Twilio error bodies: `{code, message, more_info, status}`. */
const readError = (body: unknown) => {
  const value = (body ?? {}) as { code?: number; message?: unknown };
  return { code: value.code ?? null, message: typeof value.message === 'string' ? value.message : undefined };
};

/** Area codes of Puerto Rico: Twilio lists their numbers under country PR, not US. */
const PUERTO_RICO_AREA_CODES = new Set(['787', '939']);

export function createMessagingHttp(settings: MessagingHttpSettings): MessagingProvider {
  const main: SubaccountCredentials = { account_sid: settings.accountSid, auth_token: settings.authToken };

  const call = async (
    operation: string,
    as: SubaccountCredentials,
    method: HttpCall['method'],
    url: string,
    form?: Record<string, string> | URLSearchParams,
  ) =>
    requestJson({
      service: SERVICE,
      operation,
      method,
      url,
      form,
      headers: { authorization: basicAuth(as.account_sid, as.auth_token) },
      secrets: [as.auth_token, settings.authToken],
      timeoutMs: settings.timeoutMs,
      readError,
    });
  const sidOf = async (operation: string, answer: Promise<unknown>) => ({
    sid: field({ service: SERVICE, operation }, await answer, 'sid', 'string'),
  });
  const api = (as: SubaccountCredentials, path: string) =>
    joinUrl(settings.apiUrl, `${API}/Accounts/${encodeURIComponent(as.account_sid)}${path}`);
  const trustHub = (path: string) => joinUrl(settings.trustHubUrl, `/v1${path}`);
  const messaging = (path: string) => joinUrl(settings.messagingUrl, `/v1${path}`);

  /** Attaches an object (end user, trust product) to a customer profile or trust product. */
  const assign = (operation: string, as: SubaccountCredentials, bundle: string, objectSid: string) =>
    call(operation, as, 'POST', trustHub(`/${bundle}/EntityAssignments`), { ObjectSid: objectSid });

  const profile = async (
    operation: string,
    as: SubaccountCredentials,
    path: string,
    policy: string,
    p: ProfileDetails,
  ) =>
    sidOf(
      operation,
      call(operation, as, 'POST', trustHub(path), {
        FriendlyName: p.friendly_name,
        Email: p.email,
        PolicySid: policy,
      }),
    );

  return {
    kind: 'http',

    async createSubaccount(accountName: string) {
      const operation = 'createSubaccount';
      const answer = await call(operation, main, 'POST', joinUrl(settings.apiUrl, `${API}/Accounts.json`), {
        FriendlyName: accountName,
      });
      const where = { service: SERVICE, operation };
      return {
        account_sid: field(where, answer, 'sid', 'string'),
        auth_token: field(where, answer, 'auth_token', 'string'),
        friendly_name: field(where, answer, 'friendly_name', 'string'),
        status: field(where, answer, 'status', 'string') as SubaccountStatus,
      };
    },

    async getSubaccountStatus(accountSid: string) {
      const operation = 'getSubaccountStatus';
      const url = joinUrl(settings.apiUrl, `${API}/Accounts/${encodeURIComponent(accountSid)}.json`);
      const answer = await call(operation, main, 'GET', url);
      return field({ service: SERVICE, operation }, answer, 'status', 'string') as SubaccountStatus;
    },

    createStarterProfile: (as, p) =>
      profile('createStarterProfile', as, '/CustomerProfiles', STARTER_PROFILE_POLICY_SID, p),

    async createEndUser(as: SubaccountCredentials, starterProfileSid: string, details: EndUserDetails) {
      const operation = 'createEndUser';
      const created = await sidOf(
        operation,
        call(operation, as, 'POST', trustHub('/EndUsers'), {
          FriendlyName: `${details.first_name} ${details.last_name}`,
          Type: 'authorized_representative_1',
          Attributes: JSON.stringify(details),
        }),
      );
      await assign(operation, as, `CustomerProfiles/${encodeURIComponent(starterProfileSid)}`, created.sid);
      return created;
    },

    createAddress: (as: SubaccountCredentials, details: AddressDetails) =>
      sidOf(
        'createAddress',
        call('createAddress', as, 'POST', api(as, '/Addresses.json'), {
          CustomerName: details.customer_name,
          Street: details.street,
          City: details.city,
          Region: details.state,
          PostalCode: details.zipcode,
          IsoCountry: details.country,
        }),
      ),

    async createA2pProfile(as: SubaccountCredentials, starterProfileSid: string, p: ProfileDetails) {
      const operation = 'createA2pProfile';
      const created = await profile(operation, as, '/TrustProducts', A2P_PROFILE_POLICY_SID, p);
      await assign(operation, as, `TrustProducts/${encodeURIComponent(created.sid)}`, starterProfileSid);
      return created;
    },

    createA2pBrand: (as: SubaccountCredentials, starterProfileSid: string, a2pProfileSid: string) =>
      sidOf(
        'createA2pBrand',
        call('createA2pBrand', as, 'POST', messaging('/a2p/BrandRegistrations'), {
          CustomerProfileBundleSid: starterProfileSid,
          A2PProfileBundleSid: a2pProfileSid,
        }),
      ),

    async resubmitA2pBrand(as: SubaccountCredentials, registration: A2pBrandRegistration, p: ProfileDetails | null) {
      const operation = 'resubmitA2pBrand';
      const { starterProfileSid, a2pProfileSid, brandSid } = registration;
      if (p) {
        // Trust Hub's updates of a customer profile and a trust product: the brand is vetted on what they hold.
        const form = { FriendlyName: p.friendly_name, Email: p.email };
        await call(operation, as, 'POST', trustHub(`/CustomerProfiles/${encodeURIComponent(starterProfileSid)}`), form);
        await call(operation, as, 'POST', trustHub(`/TrustProducts/${encodeURIComponent(a2pProfileSid)}`), form);
      }
      // The brand update: a POST without parameters resubmits a FAILED brand for vetting.
      const url = messaging(`/a2p/BrandRegistrations/${encodeURIComponent(brandSid)}`);
      return sidOf(operation, call(operation, as, 'POST', url, {}));
    },

    createMessagingService: (as: SubaccountCredentials, friendlyName: string) =>
      sidOf(
        'createMessagingService',
        call('createMessagingService', as, 'POST', messaging('/Services'), { FriendlyName: friendlyName }),
      ),

    async createA2pUseCase(as: SubaccountCredentials, details: UseCaseDetails) {
      const operation = 'createA2pUseCase';
      const form = new URLSearchParams({
        BrandRegistrationSid: details.brand_sid,
        Description: details.description,
        MessageFlow: details.message_flow,
        UsAppToPersonUsecase: details.usecase,
        HasEmbeddedLinks: 'false',
        HasEmbeddedPhone: 'false',
      });
      const path = `/Services/${encodeURIComponent(details.messaging_service_sid)}/Compliance/Usa2p`;
      // MessageSamples repeats, which a plain record cannot say.
      for (const sample of details.message_samples) form.append('MessageSamples', sample);
      return sidOf(operation, call(operation, as, 'POST', messaging(path), form));
    },

    async getRegistrationStatus(as: SubaccountCredentials, ref: A2pRegistrationRef) {
      const operation = 'getRegistrationStatus';
      const sid = encodeURIComponent(ref.sid);
      const url =
        ref.step === 'a2p_profile'
          ? trustHub(`/TrustProducts/${sid}`)
          : ref.step === 'a2p_brand'
            ? messaging(`/a2p/BrandRegistrations/${sid}`)
            : messaging(`/Services/${encodeURIComponent(ref.messagingServiceSid)}/Compliance/Usa2p/${sid}`);
      const answer = await call(operation, as, 'GET', url);
      const status = field({ service: SERVICE, operation }, answer, STATUS_FIELD[ref.step], 'string');
      return twilioRegistrationAnswer(ref.step, status, answer);
    },

    async provisionNumber(areaCode: string, options: PlaceCallOptions = {}) {
      const operation = 'provisionNumber';
      const as = options.subaccount ?? main;
      const country = PUERTO_RICO_AREA_CODES.has(areaCode) ? 'PR' : 'US';
      const query = new URLSearchParams({
        AreaCode: areaCode,
        SmsEnabled: 'true',
        VoiceEnabled: 'true',
        PageSize: '1',
      });
      const available = await call(
        operation,
        as,
        'GET',
        api(as, `/AvailablePhoneNumbers/${country}/Local.json?${query}`),
      );
      const list = (available as { available_phone_numbers?: unknown }).available_phone_numbers;
      const first = Array.isArray(list) ? (list[0] as unknown) : undefined;
      if (!first) {
        throw new ProviderError({
          service: SERVICE,
          operation,
          code: 'http_error',
          status: null,
          providerCode: '21452',
          detail: `No local numbers available in area code ${areaCode}`,
        });
      }
      const phoneNumber = field({ service: SERVICE, operation }, first, 'phone_number', 'string');
      const bought = await call(operation, as, 'POST', api(as, '/IncomingPhoneNumbers.json'), {
        PhoneNumber: phoneNumber,
      });
      const where = { service: SERVICE, operation };
      return {
        phone_number: field(where, bought, 'phone_number', 'string'),
        sid: field(where, bought, 'sid', 'string'),
      };
    },

    async placeCall(from: string, to: string, options: PlaceCallOptions = {}) {
      const as = options.subaccount ?? main;
      const answer = await call('placeCall', as, 'POST', api(as, '/Calls.json'), {
        From: from,
        To: to,
        Twiml: '<Response><Say>This is a call rescue test call.</Say><Hangup/></Response>',
      });
      return { call_sid: field({ service: SERVICE, operation: 'placeCall' }, answer, 'sid', 'string') };
    },

    async getCall(callSid: string, options: PlaceCallOptions = {}): Promise<Call> {
      const as = options.subaccount ?? main;
      const answer = await call('getCall', as, 'GET', api(as, `/Calls/${encodeURIComponent(callSid)}.json`));
      const status = field({ service: SERVICE, operation: 'getCall' }, answer, 'status', 'string');
      // Twilio also says 'canceled': for a test call that is a failure.
      const known = (CALL_STATUSES as readonly string[]).includes(status) ? (status as CallStatus) : 'failed';
      return { call_sid: callSid, status: known };
    },
  };
}
