/**
 * Phone numbers of the United States and Puerto Rico (the North American plan, +1): ten digits whose area code and
 * exchange start with 2-9. Typed with any punctuation, with or without the leading 1.
 */
import type { Rule } from './validation.ts';

const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** A search term that is looked for in phone numbers too: digits, with only a phone's punctuation around them. */
export function isPhoneLikeTerm(term: string): boolean {
  return PHONE_LIKE.test(term) && /\d/.test(term);
}

/**
 * The digits a search looks for in stored numbers, however the term was pasted: punctuation dropped, and the
 * country code of a full number (+1 and ten digits, or 1 and ten) too, so "+1 (787) 507-8337", "1-787-507-8337"
 * and "787.507.8337" all find 7875078337 (and +17875078337, which holds it).
 */
export function searchDigits(term: string): string {
  const digits = term.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The ten digits of a valid number, or null. */
export function nanpDigits(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return NANP.test(digits) ? digits : null;
}

/** E.164 (+1 and ten digits), as the messaging provider wants it; a number that is not valid is left as it is. */
export function toE164(value: string): string {
  const digits = nanpDigits(value);
  return digits === null ? value : `+1${digits}`;
}

/** How the console shows a US or Puerto Rico number: (787) 555-0142; anything else as it is. */
export function formatPhone(value: string): string {
  const digits = nanpDigits(value);
  return digits === null ? value : `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Passes empty values (required() reports those) and valid numbers. */
export const usPhoneNumber =
  (message: string): Rule =>
  (value) =>
    value === '' || nanpDigits(value) !== null ? undefined : message;
