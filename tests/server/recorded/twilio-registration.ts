/**
 * Twilio's answers about the A2P steps it reviews, shaped as its API reference prints them (the fetch examples),
 * with their status and `errors` set per test. Where each shape comes from:
 * - TrustProduct (the A2P profile): Trust Hub REST API, "TrustProduct Resource". Status draft, pending-review,
 *   in-review, twilio-rejected, twilio-approved; `errors` is "the error codes associated with the rejection", its
 *   items not shown: recorded like the items of Twilio's campaign errors, with Trust Hub's rejection code 18606.
 * - BrandRegistration: "A2P 10DLC - BrandRegistrations resource", fetch example (note its deprecated
 *   failure_reason, filled even while PENDING); statuses from "Troubleshooting A2P 10DLC Standard/LVS Brands".
 * - Usa2p (the use case): "A2P 10DLC - UsAppToPerson (Usa2p) resource", fetch example; the `errors` items of a
 *   FAILED campaign ({error_code, fields, url, description}) from "Troubleshooting and rectifying Campaigns".
 */

export const ACCOUNT_SID = `AC${'b'.repeat(32)}`;
export const TRUST_PRODUCT_SID = 'BU8a5d6f1e0c9b4a7d2e3f4a5b6c7d8e9f';
export const BRAND_SID = 'BN0044409f7e067e279523808d267e2d85';
export const SERVICE_SID = 'MG2172dd2db502e20dd981ef0d67850e1a';
export const USE_CASE_SID = 'QE2c6890da8086d771620e9b13fadeba0b';

export function trustProduct(status: string, errors: unknown[] | null = null) {
  return {
    sid: TRUST_PRODUCT_SID,
    account_sid: ACCOUNT_SID,
    policy_sid: 'RNb0d4771c2c98518d916a3d4cd70a8f8b',
    friendly_name: 'Centro Dental Ponce',
    status,
    valid_until: null,
    email: 'office@centrodentalponce.com',
    status_callback: null,
    date_created: '2026-10-02T14:05:11Z',
    date_updated: '2026-10-03T09:12:40Z',
    url: `https://trusthub.twilio.com/v1/TrustProducts/${TRUST_PRODUCT_SID}`,
    links: {
      trust_products_entity_assignments: `https://trusthub.twilio.com/v1/TrustProducts/${TRUST_PRODUCT_SID}/EntityAssignments`,
      trust_products_evaluations: `https://trusthub.twilio.com/v1/TrustProducts/${TRUST_PRODUCT_SID}/Evaluations`,
      trust_products_channel_endpoint_assignment: `https://trusthub.twilio.com/v1/TrustProducts/${TRUST_PRODUCT_SID}/ChannelEndpointAssignments`,
    },
    errors,
  };
}

export const TRUST_PRODUCT_REJECTION = [
  {
    code: 18606,
    fields: ['email'],
    url: 'https://www.twilio.com/docs/api/errors/18606',
    description: "The Email domain doesn't match the website domain",
  },
];

export function brandRegistration(status: string, errors: unknown[] = []) {
  return {
    sid: BRAND_SID,
    account_sid: ACCOUNT_SID,
    customer_profile_bundle_sid: 'BU3344409f7e067e279523808d267e2d85',
    a2p_profile_bundle_sid: TRUST_PRODUCT_SID,
    date_created: '2026-10-04T10:45:51Z',
    date_updated: '2026-10-04T10:45:51Z',
    brand_type: 'STANDARD',
    status,
    tcr_id: 'BXXXXXX',
    failure_reason: 'Registration error',
    url: `https://messaging.twilio.com/v1/a2p/BrandRegistrations/${BRAND_SID}`,
    brand_score: 42,
    brand_feedback: [],
    identity_status: 'VERIFIED',
    russell_3000: false,
    government_entity: false,
    tax_exempt_status: null,
    skip_automatic_sec_vet: false,
    errors,
    mock: false,
    links: {
      brand_vettings: `https://messaging.twilio.com/v1/a2p/BrandRegistrations/${BRAND_SID}/Vettings`,
      brand_registration_otps: `https://messaging.twilio.com/v1/a2p/BrandRegistrations/${BRAND_SID}/SmsOtp`,
    },
  };
}

export const BRAND_REJECTION = [
  {
    error_code: 30701,
    fields: ['business_registration_number'],
    url: 'https://www.twilio.com/docs/api/errors/30701',
    description: 'Brand Registration Failure: Invalid input. The EIN must have 9 digits.',
  },
];

export function usa2p(campaignStatus: string, errors: unknown[] = []) {
  return {
    sid: USE_CASE_SID,
    account_sid: ACCOUNT_SID,
    brand_registration_sid: BRAND_SID,
    messaging_service_sid: SERVICE_SID,
    description: 'Appointment reminders and confirmations for the patients of Centro Dental Ponce.',
    message_samples: [
      'Centro Dental Ponce: your cleaning is on [date] at [time]. Reply C to confirm. Reply STOP to opt out.',
      'Centro Dental Ponce: we have moved your visit to [date]. Reply HELP for help, STOP to opt out.',
    ],
    us_app_to_person_usecase: 'LOW_VOLUME',
    has_embedded_links: false,
    has_embedded_phone: false,
    subscriber_opt_in: true,
    age_gated: false,
    direct_lending: false,
    campaign_status: campaignStatus,
    campaign_id: 'CFOOBAR',
    is_externally_registered: false,
    rate_limits: { att: { mps: 600, msg_class: 'A' }, tmobile: { brand_tier: 'TOP' } },
    message_flow: 'Patients opt in on the intake form at the front desk.',
    opt_in_message: null,
    opt_out_message: null,
    help_message: null,
    opt_in_keywords: null,
    opt_out_keywords: null,
    help_keywords: null,
    date_created: '2026-10-05T14:48:52Z',
    date_updated: '2026-10-05T14:48:52Z',
    url: `https://messaging.twilio.com/v1/Services/${SERVICE_SID}/Compliance/Usa2p/${USE_CASE_SID}`,
    mock: false,
    errors,
  };
}

/** Two of a FAILED campaign's errors, as the troubleshooting guide lists several. */
export const CAMPAIGN_REJECTIONS = [
  {
    url: 'https://www.twilio.com/docs/api/errors/30886',
    fields: ['USE_CASE_DESCRIPTION'],
    error_code: 30886,
    description:
      'The campaign submission has been reviewed and it was rejected because of invalid campaign description.',
  },
  {
    url: 'https://www.twilio.com/docs/api/errors/30893',
    fields: ['SAMPLE_MESSAGE_2'],
    error_code: 30893,
    description:
      'The campaign submission has been reviewed and it was rejected because of invalid sample message content.',
  },
];
