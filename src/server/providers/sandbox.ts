/**
 * What every sandbox provider shares: forced failures read from `SANDBOX_FAILURES`, a clock that tests can
 * move, realistic random identifiers, and the registration reviews' durations and campaign rules.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expectedWait } from '../../shared/registrationRules.ts';
import { ProviderError } from './errors.ts';
import { registrationAnswer, type RegistrationAnswer } from './registration.ts';

/** Milliseconds since the epoch; sandboxes read time only through it so tests can move it. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/**
 * The operations a setting forces to fail, as `service.operation` names (`messaging.provisionNumber`) or a whole
 * service (`tcr.*`).
 */
export class SandboxFailures {
  readonly #forced: ReadonlySet<string>;

  constructor(forced: Iterable<string> = []) {
    this.#forced = new Set(forced);
  }

  isForced(service: string, operation: string): boolean {
    return this.#forced.has(`${service}.${operation}`) || this.#forced.has(`${service}.*`);
  }

  /** Throws the plausible error the real service would give when the operation is forced to fail. */
  check(service: string, operation: string, detail: string, status = 400, providerCode: string | null = null): void {
    if (!this.isForced(service, operation)) return;
    throw new ProviderError({ service, operation, code: 'http_error', status, providerCode, detail });
  }
}

/** `bytes` random bytes as lowercase hex. */
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random uppercase letters and digits. */
export function randomAlnum(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALNUM[byte % ALNUM.length];
  return out;
}

/** A stable number in [0, 1) derived from a text: deterministic outcomes per identifier. */
export function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** The reviews the sandboxes time. */
export type SandboxReview = 'a2p_profile' | 'a2p_brand' | 'a2p_use_case' | 'tcr_campaign';

/** No sandbox review decides sooner than this at speed 1 ("minutes" for a quick brand registration). */
const SHORTEST_REVIEW_MS = 5 * 60_000;

/**
 * How long a review takes, drawn anew each time within the provider's published range for the step, then divided
 * by `speed` (SANDBOX_REGISTRATION_SPEED: 1 is real time, 1440 makes a day pass in a minute).
 */
export function reviewDurationMs(review: SandboxReview, speed: number): number {
  const { min, max } = expectedWait(review);
  const drawn = Math.max(SHORTEST_REVIEW_MS, min + (max - min) * (randomInt(0, 2 ** 32) / 2 ** 32));
  return Math.round(drawn / speed);
}

/**
 * The carriers' campaign rejections the sandboxes give (Twilio's codes, which the console knows), in words like
 * the providers'. 30896, 30886 and 30889 follow from the submitted text (campaignRejection); 30909 is what a
 * forced failure gives.
 */
export const CAMPAIGN_REJECTIONS: Readonly<Record<string, string>> = {
  '30896':
    'Campaign Vetting Rejection - Opt-in Error: the message flow does not say how end users opt in or give consent',
  '30886': 'Campaign Vetting Rejection - Invalid Campaign Description: the description does not say what is sent',
  '30889':
    'Campaign Vetting Rejection - Embedded Phone Number: a sample message holds a phone number the campaign does ' +
    'not declare',
  '30909': 'Campaign Vetting Rejection - Message Flow or Call to Action Incomplete',
};
export const FORCED_CAMPAIGN_REJECTION = '30909';

/** A North American number as a sample message would write it: 787-555-0123, (787) 555 0123, +17875550123. */
const PHONE_NUMBER = /(?<!\d)(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/;

/**
 * What a reviewer would object to in a campaign, as a CAMPAIGN_REJECTIONS code, or null: a message flow that never
 * mentions opting in or consent, a description under 40 characters (the providers' minimum), a sample message
 * holding a phone number (the sandboxes and the adapters always declare none).
 */
export function campaignRejection(campaign: {
  description: string;
  message_flow: string;
  samples: readonly string[];
}): string | null {
  if (!/opt|consent/i.test(campaign.message_flow)) return '30896';
  if (campaign.description.trim().length < 40) return '30886';
  if (campaign.samples.some((sample) => PHONE_NUMBER.test(sample))) return '30889';
  return null;
}

/** The answer to a campaign review that rejected with `code`, or approved (null). */
export const campaignVerdict = (code: string | null): RegistrationAnswer =>
  code === null
    ? registrationAnswer('approved')
    : registrationAnswer('failed', code, CAMPAIGN_REJECTIONS[code] ?? null);
