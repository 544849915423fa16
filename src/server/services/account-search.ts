/**
 * The WHERE clause of the accounts search box: case-insensitive over name, email and phone.
 *
 * - A term with 3+ letters/digits in a row is a substring match (LIKE '%term%' on lower(...)) of name and
 *   email, served by the trigram GIN indexes, so it never scans the table.
 * - Trigrams cannot serve shorter terms; those match the start of the name, through the C-collated name
 *   index that also gives the list order, so a page of "cl" is a short index range. (Email prefixes are left
 *   out here: "in" would match every info@ address, and it would cost a sort of all of them.)
 * - A term that looks like a phone number ("(787) 555-0142", "787-555", "7875550142") also matches the
 *   digits-only column, so punctuation does not matter.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';

const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** Escapes LIKE wildcards so the term matches literally (backslash is LIKE's default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function usesTrigramIndex(term: string): boolean {
  return TRIGRAM_RUN.test(term);
}

/**
 * A lower-cased account name matched by a search term as the other search boxes (monitor, legal entities) match
 * it: a substring for 3+ letters or digits in a row (the trigram indexes), else the start of the name, compared in
 * the C collation so the C-collated name indexes serve it as a range.
 */
export function lowerNameMatches(lowerName: SQL, term: string): SQL {
  const escaped = escapeLike(term);
  return usesTrigramIndex(term)
    ? sql`${lowerName} like lower(${`%${escaped}%`})`
    : sql`${lowerName} collate "C" like lower(${`${escaped}%`})`;
}

/**
 * An account's name matched by a term, through the index each kind of term has: the trigram index of lower(name)
 * for a substring, the C-collated order index of name_key (the same lower(name), stored) for a name start.
 */
export function accountNameMatches(term: string): SQL {
  return lowerNameMatches(usesTrigramIndex(term) ? sql`lower(${accounts.name})` : sql`${accounts.name_key}`, term);
}

export function accountSearchCondition(term: string): SQL {
  const escaped = escapeLike(term);
  // lower() runs in SQL on both sides so the database's case folding (accents included) applies to both.
  const conditions: SQL[] = [accountNameMatches(term)];
  // An email has no spaces, so a term with one can only be in a name (and skipping the email index saves work).
  if (usesTrigramIndex(term) && !/\s/.test(term)) {
    conditions.push(sql`lower(${accounts.email}) like lower(${`%${escaped}%`})`);
  }
  const digits = PHONE_LIKE.test(term) ? term.replace(/\D/g, '') : '';
  if (digits) {
    const digitsPattern = digits.length >= 3 ? `%${digits}%` : `${digits}%`;
    conditions.push(sql`${accounts.office_phone_digits} like ${digitsPattern}`);
  }
  return or(...conditions)!;
}
