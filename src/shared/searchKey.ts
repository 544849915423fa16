/**
 * How every search of the console and the API compares text: lower-cased, and accented Latin letters folded to
 * their base letter (á → a, ü → u, ñ → n, capitals lower-cased first), so "clinica" finds "Clínica" and "Clínica" finds "Clinica".
 * The database folds with search_key() (drizzle/0040), a translate() over these same two strings after lower(), in the kept
 * search columns (name_key, the name words) and in the typed term alike; tests hold the function to them. Names
 * keep their accents wherever they are shown.
 */

/** Each (lower-case) letter here folds to the letter at the same place in SEARCH_KEY_TO; lower-casing comes first. */
export const SEARCH_KEY_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
export const SEARCH_KEY_TO = 'aaaaaaeeeeiiiiooooouuuuncy';

const FOLDED = new Map([...SEARCH_KEY_FROM].map((letter, i) => [letter, SEARCH_KEY_TO[i]!]));

import { isPhoneLikeTerm, searchDigits } from './phone.ts';

/** The text as search_key() folds it: lower-cased, then each accented letter to its base letter. */
export function searchKeyOf(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) folded += FOLDED.get(letter) ?? letter;
  return folded;
}

const DOMAIN_LIKE = /^[^\s@]+\.[^\s@]+$/;

/** An email term: it holds an @, or it is a domain ("gmail.com", "clinica.pr"), and is not a phone number. */
export const isEmailTerm = (term: string) => term.includes('@') || (DOMAIN_LIKE.test(term) && !isPhoneLikeTerm(term));

/** A plain word (no space, @ or dot): when no name holds it, the accounts' addresses are searched for it instead. */
export const mayBeInAddress = (term: string) => /^[\p{L}\p{N}_+-]{3,}$/u.test(term) && !isPhoneLikeTerm(term);

/** What of an account a search term is looked for in, so a row marks only what matched it (account-search.ts). */
export type SearchedIn = 'email' | 'phone' | 'name';
export function searchedIn(term: string): SearchedIn {
  const typed = term.trim();
  return isEmailTerm(typed) ? 'email' : isPhoneLikeTerm(typed) ? 'phone' : 'name';
}

/** A term of 3+ letters or digits in a row is matched anywhere in a name; a shorter one only at its start. */
export const matchesAnywhere = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/** [start, end) offsets of a match in the text it was found in. */
export type MatchRange = [start: number, end: number];

/**
 * Where a search term shows in a text as the API matched it, to mark in a row: each place the folded term is in the
 * folded text (only at its start for a short term), and for a phone-like term each run of the text whose digits are
 * the term's, the punctuation between them included ("787555" in "(787) 555-0142").
 */
export function searchMatches(text: string, term: string): MatchRange[] {
  const typed = term.trim();
  if (typed === '') return [];
  if (isPhoneLikeTerm(typed)) return occurrences(text, searchDigits(typed), (c) => (/\d/.test(c) ? c : ''), true);
  return occurrences(text, searchKeyOf(typed), searchKeyOf, matchesAnywhere(typed));
}

/** Where a term shows anywhere in a text, at any length (the pickers that match `like %term%`: parent accounts…). */
export const containsMatches = (text: string, term: string): MatchRange[] =>
  occurrences(text, searchKeyOf(term.trim()), searchKeyOf, true);

/** Where any word of a search shows in a text (a search whose words are terms of their own: legal entities). */
export function eachWordMatches(text: string, search: string): MatchRange[] {
  const ranges = search
    .split(/[\s,]+/)
    .flatMap((word) => searchMatches(text, word))
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping marks ("den" and "dental") are one.
  const merged: MatchRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The places `needle` is in the text as `fold` sees it (each character folded on its own), as offsets into the text. */
function occurrences(text: string, needle: string, fold: (c: string) => string, anywhere: boolean): MatchRange[] {
  if (needle === '') return [];
  // For each unit of the folded text, where its character starts and ends in the text.
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length;) {
    const character = String.fromCodePoint(text.codePointAt(i)!);
    const end = i + character.length;
    const unit = fold(character);
    folded += unit;
    for (let k = 0; k < unit.length; k++) {
      from.push(i);
      to.push(end);
    }
    i = end;
  }
  const ranges: MatchRange[] = [];
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    if (!anywhere && at !== 0) break;
    ranges.push([from[at]!, to[at + needle.length - 1]!]);
    if (!anywhere) break;
  }
  return ranges;
}
