/**
 * The providers' registration error codes, each mapped to the console field that fixes it (issue 22): the board
 * says the next action in words, and the account's registration panel links to the field. Zod-free.
 */

/** The console forms a fix can point to, with their fields (the names the forms and the API use). */
export interface FixForms {
  /** The practice's legal entity (/app/tcr/legal_entities/{id}): the brand is registered from it. */
  legal_entity:
    | 'name'
    | 'legal_name'
    | 'ein'
    | 'email'
    | 'phone_number'
    | 'website'
    | 'street'
    | 'city'
    | 'zip_code'
    | 'company_type'
    | 'vertical_type';
  /** The messaging tab's end user (the authorized representative). */
  end_user: 'first_name' | 'last_name' | 'email' | 'phone_number';
  /** The messaging tab's business address. */
  address: 'street' | 'city' | 'zipcode' | 'state' | 'country';
  /** The campaign detail the campaign is registered from (/app/tcr/campaign_details/{id}). */
  campaign_detail: 'name' | 'tcr_message_flow' | 'tcr_description' | 'campaign_type';
  /** The account's overview: the messaging provider's A2P profile is made from its name and email. */
  account: 'name' | 'email' | 'office_phone' | 'legal_entity' | 'campaign_detail';
}

export type FixForm = keyof FixForms;

/** Each fix field's label, as its form shows it. */
export const FIX_FIELD_LABELS: { readonly [F in FixForm]: Readonly<Record<FixForms[F], string>> } = {
  legal_entity: {
    name: 'Name',
    legal_name: 'Legal name',
    ein: 'EIN',
    email: 'Email',
    phone_number: 'Phone number',
    website: 'Website',
    street: 'Street',
    city: 'City',
    zip_code: 'Zip code',
    company_type: 'Company type',
    vertical_type: 'Vertical type',
  },
  end_user: { first_name: 'First name', last_name: 'Last name', email: 'Email', phone_number: 'Phone number' },
  address: { street: 'Street', city: 'City', zipcode: 'Zipcode', state: 'State', country: 'Country' },
  campaign_detail: {
    name: 'Name',
    tcr_message_flow: 'Message flow',
    tcr_description: 'Description',
    campaign_type: 'Campaign type',
  },
  account: {
    name: 'Name',
    email: 'Email',
    office_phone: 'Office phone',
    legal_entity: 'Legal entity',
    campaign_detail: 'Campaign detail',
  },
};

/** The fix of a failure on a record the account is not linked to: link one first, on the account's overview. */
export const LINK_FIRST_FIXES = {
  legal_entity: {
    label: 'Link a legal entity',
    before:
      "The fix is on the account's legal entity, and this account has none: choose the practice's legal entity " +
      'here (or create it under TCR, Legal entities) and save. Then:',
  },
  campaign_detail: {
    label: 'Link a campaign detail',
    before:
      "The fix is on the account's campaign detail, and this account has none: choose the one its texts follow " +
      'here (or create it under TCR, Campaign details) and save. Then:',
  },
} as const;

/** Where each form is, in the board's words ("on legal entity Grupo Sonrisa LLC", "on the messaging tab"). */
export const FIX_FORM_PLACES: Record<FixForm, (recordName: string) => string> = {
  legal_entity: (name) => `on legal entity ${name}`,
  end_user: () => "in the messaging tab's end user",
  address: () => "in the messaging tab's address",
  campaign_detail: (name) => `on campaign detail ${name}`,
  account: () => "in the account's overview",
};

/** "Fix the EIN on legal entity Grupo Sonrisa LLC", "Fix the legal name on …": the label in the sentence's case. */
export function fixLabel(target: FixTarget, recordName: string): string {
  const label = (FIX_FIELD_LABELS[target.form] as Record<string, string>)[target.field]!;
  const inSentence = label === label.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `Fix the ${inSentence} ${FIX_FORM_PLACES[target.form](recordName)}`;
}

/** One field to fix: its form and name. */
export type FixTarget = { [F in FixForm]: { form: F; field: FixForms[F] } }[FixForm];

export interface ProviderErrorFix {
  /** The provider's code, as its answers carry it ('30893'), or the registry's status name ('UNVERIFIED'). */
  code: string;
  /** The provider's short name of the error. */
  title: string;
  /** What went wrong and what to change, in plain words for staff. */
  explanation: string;
  /** The board's next action ("Fix the EIN on the legal entity"). */
  action: string;
  /** The fields to change, the first one the one to open; empty only with `noField`. */
  fix: readonly FixTarget[];
  /** Why no field of this console fixes it (a provider fault, a decision only the provider's support can undo). */
  noField?: string;
  /**
   * No published meaning of the code could be confirmed: the board shows the provider's own text and code, as for
   * an unknown code, until one is.
   */
  unconfirmed?: true;
}

const on =
  <F extends FixForm>(form: F) =>
  (...fields: FixForms[F][]): FixTarget[] =>
    fields.map((field) => ({ form, field }) as FixTarget);
const legalEntity = on('legal_entity');
const address = on('address');
const endUser = on('end_user');
const campaignDetail = on('campaign_detail');
const account = on('account');

/**
 * The codes the console knows (from Twilio's error pages and The Campaign Registry's brand outcomes); any other
 * shows the provider's own text and code. How the server looks an outcome up:
 * - a failed Twilio step or message: its `errors[].code` (or ErrorCode) as a string, '30893';
 * - a TCR brand: its identity status name (the legal entity's `brand_identity_status`), 'UNVERIFIED' or
 *   'SELF_DECLARED' (VERIFIED and VETTED_VERIFIED need nothing), then each brand feedback category id, 'TAX_ID';
 * - a failed secondary (external) vetting of the brand: 'VETTING_FAILED'.
 */
export const PROVIDER_ERRORS: Readonly<Record<string, ProviderErrorFix>> = {
  // Sending
  '30034': {
    code: '30034',
    title: 'Message from an unregistered number',
    explanation:
      "Texts from the practice's number were blocked because the number does not belong to an approved messaging " +
      'campaign: US carriers only deliver business texts from numbers of a registered brand and campaign. Usually ' +
      'the registration is not finished, or the account points to no campaign. In this console, link the account ' +
      'to its campaign detail and legal entity, and finish the brand and campaign registration.',
    action: 'Link the account to an approved campaign detail',
    fix: account('campaign_detail', 'legal_entity'),
  },

  // Campaign review
  '30885': {
    code: '30885',
    title: 'Campaign vetting rejection: high risk',
    explanation:
      'The reviewers judged the campaign high risk (they read it as fraud or deceptive marketing) and closed it: ' +
      "it cannot be edited and resubmitted. If that is a mistake, ask the provider's support to review it. " +
      'Nothing in this console changes the outcome.',
    action: 'Ask provider support to review the high-risk rejection',
    fix: [],
    noField: 'The provider refuses any resubmission; only its support can review the decision.',
  },
  '30886': {
    code: '30886',
    title: 'Campaign vetting rejection: invalid campaign description',
    explanation:
      'The reviewers could not tell from the description what the texts are for, or it does not match the chosen ' +
      'use case. Say plainly who sends them (the practice, by name), to whom, and why, for example appointment ' +
      'reminders and confirmations for patients. In this console, rewrite the description on the campaign detail ' +
      'and resubmit.',
    action: 'Rewrite the description on the campaign detail',
    fix: campaignDetail('tcr_description'),
  },
  '30887': {
    code: '30887',
    title: 'Campaign vetting rejection: opt-out error',
    explanation:
      'The campaign says patients can stop the texts, but does not explain how: which words stop them (STOP) and ' +
      'what reply confirms it, with the practice named. In this console, add the opt-out steps to the message flow ' +
      'on the campaign detail and resubmit.',
    action: "Describe opting out in the campaign's message flow",
    fix: campaignDetail('tcr_message_flow'),
  },
  '30889': {
    code: '30889',
    title: 'Campaign vetting rejection: embedded phone number',
    explanation:
      'The registration says the texts carry a phone number, but the example messages show none (or the other way ' +
      "round); both must agree. If reminders include the office's number, the examples must too. In this console, " +
      "make the campaign detail's description say whether the messages include the office's phone number, and " +
      'resubmit.',
    action: 'Say on the campaign detail whether messages carry a phone number',
    fix: campaignDetail('tcr_description'),
  },
  '30893': {
    code: '30893',
    title: 'Campaign vetting rejection: sample messages do not match the use case',
    explanation:
      'The example messages are vague or do not fit the use case chosen for the campaign. Reviewers expect at ' +
      'least two realistic examples that name the practice and tell patients how to opt out, under a use case ' +
      'that fits them. In this console, check the campaign type and make the description match the messages the ' +
      'practice really sends, then resubmit.',
    action: 'Match the campaign type and description to the messages sent',
    fix: campaignDetail('campaign_type', 'tcr_description'),
  },
  '30896': {
    code: '30896',
    title: 'Campaign vetting rejection: opt-in error',
    explanation:
      'The reviewers could not see how patients agree to receive texts. The message flow must say where and how ' +
      'consent is given (a form on the website, at the front desk, by texting a keyword), every way it is given, ' +
      'and that it is for this practice only, never shared. A website used for sign-up needs a privacy policy and ' +
      "terms. In this console, rewrite the message flow on the campaign detail, check the legal entity's website, " +
      'and resubmit.',
    action: "Explain patient consent in the campaign's message flow",
    fix: [...campaignDetail('tcr_message_flow'), ...legalEntity('website')],
  },
  '30900': {
    code: '30900',
    title: 'Campaign rejection: use case not eligible',
    explanation:
      'The chosen use case cannot be registered for this brand: a carrier does not accept it, or the brand does ' +
      'not qualify for it. In this console, pick the campaign type that fits what the practice sends (for most ' +
      'practices, customer care) on the campaign detail, and resubmit.',
    action: 'Change the campaign type on the campaign detail',
    fix: campaignDetail('campaign_type'),
  },
  '30901': {
    code: '30901',
    title: 'Campaign rejection: registration timed out',
    explanation:
      'The provider, or a carrier it waits on, did not finish the review in time. Nothing in the submission was ' +
      'found wrong. Submit the campaign again; no field in this console needs to change.',
    action: "Resubmit the campaign: the provider's review timed out",
    fix: [],
    noField: "The review stalled on the provider's side; there is nothing to correct.",
  },
  '30905': {
    code: '30905',
    title: 'Campaign review pending by Twilio',
    explanation:
      "The campaign could not be attached to the practice's messaging yet because the provider has not finished " +
      'accepting it. This is a wait, not a mistake, though the campaign shows as failed until it is attached. ' +
      'Retry once the provider has accepted it; no field in this console needs to change.',
    action: 'Retry once the provider accepts the campaign',
    fix: [],
    noField: 'The provider is still accepting the campaign; the wait ends on its side.',
  },
  '30907': {
    code: '30907',
    title: 'Campaign vetting rejection: website does not match',
    explanation:
      'The website given for the practice does not seem to belong to the business that registered, or it ' +
      "describes something else. Reviewers compare the website, the practice's name and the campaign: all must " +
      'point to the same dental practice, and the site must load for anyone. In this console, correct the website ' +
      "(and the practice's name, if it differs) on the legal entity, then resubmit.",
    action: 'Fix the website on the legal entity',
    fix: legalEntity('website', 'name'),
  },
  '30909': {
    code: '30909',
    title: 'Campaign vetting rejection: message flow incomplete',
    explanation:
      'The message flow (the call to action patients see) lacks what reviewers need to verify consent: the ' +
      "practice's name, how often messages come, that message and data rates may apply, how to get help and how " +
      'to stop, and links to the terms and privacy policy. List every way patients sign up, in person too. In ' +
      'this console, complete the message flow on the campaign detail and resubmit.',
    action: "Complete the campaign's message flow",
    fix: campaignDetail('tcr_message_flow'),
  },
  '30990': {
    code: '30990',
    title: 'Campaign suspension',
    explanation:
      'The approved campaign was suspended, usually because the texts sent did not match what was registered, or ' +
      "after complaints; its texting is stopped. Read the provider's notice and work with its support, and do not " +
      'move the same texts to another campaign meanwhile. No field in this console lifts a suspension.',
    action: 'Contact provider support about the campaign suspension',
    fix: [],
    noField: "Only the provider's support can lift a suspension.",
  },
  '30991': unconfirmed('30991'),
  '30994': unconfirmed('30994'),

  // The A2P profile's review in Trust Hub (Twilio's customer profile rejection codes, 18601 to 18609)
  '18603': {
    code: '18603',
    title: 'Profile rejected: the address could not be verified',
    explanation:
      'Trust Hub could not match the business address the profile was sent with to postal records: a typo, a ' +
      "missing unit, a PO box or a ZIP code of another town. In this console, that address is the messaging tab's " +
      "address: it must be the practice's own street address, as the post office writes it.",
    action: "Fix the messaging tab's address",
    fix: address('street', 'city', 'zipcode', 'state'),
  },
  '18604': {
    code: '18604',
    title: 'Profile rejected: the authorized representative could not be verified',
    explanation:
      "Trust Hub could not verify the person named as the practice's authorized representative: the name, e-mail " +
      'or phone number does not lead to someone who works there. In this console, that person is the messaging ' +
      "tab's end user: name someone of the practice, with their work e-mail and a phone number they answer.",
    action: "Fix the messaging tab's end user",
    fix: endUser('first_name', 'last_name', 'email', 'phone_number'),
  },
  '18606': {
    code: '18606',
    title: "Profile rejected: the e-mail's domain is not the website's",
    explanation:
      "The e-mail the profile was sent with is on another domain than the practice's website (a gmail.com " +
      'address for a practice at clinicasol.pr, say): Trust Hub wants an address of the business. In this ' +
      "console, the profile's e-mail is the account's: give the account an address on the website's domain, or " +
      'correct the website on the legal entity.',
    action: "Use an e-mail on the website's domain for the account",
    fix: [...account('email'), ...legalEntity('website')],
  },

  // Brand registration
  '30701': {
    code: '30701',
    title: 'Brand registration failure: invalid input',
    explanation:
      'The brand was refused before any review because a field is empty, too long or badly formed: the EIN must ' +
      "have 9 digits, the ZIP code 5, the phone number its area code. The provider's message names the fields. " +
      'In this console, correct those fields on the legal entity and resubmit the brand.',
    action: 'Correct the legal entity fields named in the error',
    fix: legalEntity('ein', 'legal_name', 'phone_number', 'street', 'city', 'zip_code'),
  },
  '30729': {
    code: '30729',
    title: 'Brand registration failure: country not allowed',
    explanation:
      'The business address went out with a country the US registration does not accept, or with the wrong ' +
      'two-letter code. A practice in the US or Puerto Rico is country US. In this console, correct the country ' +
      "on the messaging tab's address (and the state, if it is wrong), then resubmit.",
    action: "Fix the country on the messaging tab's address",
    fix: address('country', 'state'),
  },
  '30790': {
    code: '30790',
    title: 'Brand registration failure: internal system error',
    explanation:
      "The provider had an internal fault while handling the brand; the practice's details were not judged. " +
      "Resubmit later, and tell the provider's support if it keeps happening. No field in this console needs to " +
      'change.',
    action: 'Resubmit the brand later: the provider had an internal error',
    fix: [],
    noField: 'A fault inside the provider; nothing in the submission is wrong.',
  },
  '30799': {
    code: '30799',
    title: 'Brand registration feedback: details could not be verified',
    explanation:
      'The registry could not match the brand to official records. Most often the legal name differs from the one ' +
      'the IRS has for the EIN (a missing "LLC" or "PSC" is enough), the EIN is mistyped or is a personal Social ' +
      'Security number, or the company type is wrong. In this console, copy the legal name and EIN exactly from ' +
      'the IRS letter onto the legal entity, check the company type and address, and resubmit.',
    action: 'Fix the legal name and EIN on the legal entity',
    fix: legalEntity('legal_name', 'ein', 'company_type', 'street', 'city', 'zip_code'),
  },

  // TCR brand identity and vetting outcomes (no numeric code: see above)
  UNVERIFIED: {
    code: 'UNVERIFIED',
    title: 'Brand identity unverified',
    explanation:
      "The Campaign Registry could not confirm the practice's identity: the legal name, EIN or address does not " +
      'match official records, and the brand cannot carry a campaign until it does. In this console, make the ' +
      'legal name, EIN and address on the legal entity match the IRS records exactly, then revet the brand.',
    action: 'Fix the legal name, EIN and address on the legal entity',
    fix: legalEntity('legal_name', 'ein', 'street', 'city', 'zip_code'),
  },
  SELF_DECLARED: {
    code: 'SELF_DECLARED',
    title: 'Brand identity self-declared',
    explanation:
      'The brand was registered as a sole proprietor, so its identity was declared, not checked: it gets one ' +
      'campaign, one number and low sending limits. A practice with an EIN should register as a company. In this ' +
      'console, set the company type on the legal entity (for most practices, private for-profit) with its EIN, ' +
      'and register the brand again.',
    action: 'Set the company type and EIN on the legal entity',
    fix: legalEntity('company_type', 'ein'),
  },
  TAX_ID: {
    code: 'TAX_ID',
    title: 'Brand feedback: tax ID mismatch',
    explanation:
      'The EIN does not match the legal name or the type of business given. In this console, enter the EIN and ' +
      'the legal name exactly as on the IRS letter on the legal entity, check its company type, and resubmit.',
    action: 'Fix the EIN on the legal entity',
    fix: legalEntity('ein', 'legal_name', 'company_type'),
  },
  NONPROFIT: {
    code: 'NONPROFIT',
    title: 'Brand feedback: no non-profit status found',
    explanation:
      'The brand was registered as a non-profit, but the IRS has no tax-exempt status for its EIN. In this ' +
      'console, set the company type on the legal entity to private for-profit unless the practice holds 501(c) ' +
      'status, check the EIN, and resubmit.',
    action: 'Fix the company type on the legal entity',
    fix: legalEntity('company_type', 'ein'),
  },
  VETTING_FAILED: {
    code: 'VETTING_FAILED',
    title: 'Brand vetting failed',
    explanation:
      "The secondary vetting (the outside check that sets the brand's trust score and sending limits) failed. It " +
      'checks the same details as the registration, plus a website that works and describes the practice. In ' +
      'this console, correct the legal name, EIN, website and phone on the legal entity, then revet the brand.',
    action: 'Fix the legal entity and revet the brand',
    fix: legalEntity('legal_name', 'ein', 'website', 'phone_number'),
  },
};

/** A code the issue names whose published meaning could not be found: the board shows the provider's words. */
function unconfirmed(code: string): ProviderErrorFix {
  return {
    code,
    title: 'Registration error (meaning not published)',
    explanation:
      'The provider publishes no explanation of this code that could be confirmed, so the console cannot say ' +
      "which field fixes it. The board shows the provider's own message and the code: follow it, and ask the " +
      "provider's support if it is unclear.",
    action: `Follow the provider's message for error ${code}`,
    fix: [],
    noField: 'No published meaning of the code could be confirmed.',
    unconfirmed: true,
  };
}

/** The known fix of a code (own keys only: a provider code never reaches Object's prototype). */
export const providerErrorFix = (code: string): ProviderErrorFix | undefined =>
  Object.hasOwn(PROVIDER_ERRORS, code) ? PROVIDER_ERRORS[code] : undefined;

/** The next action of a failed step: the known fix, or the provider's words and code. */
export function failureAction(code: string | null, text: string | null): string {
  const known = code === null ? undefined : providerErrorFix(code);
  if (known && !known.unconfirmed) return known.action;
  // The provider's sentence, without its full stop: the action goes on after it.
  const said = text?.trim().replace(/[.\s]+$/, '') || 'The provider refused it';
  return code ? `${said} (error ${code}): fix it and resubmit` : `${said}: fix it and resubmit`;
}
