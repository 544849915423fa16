/**
 * The WHERE clause of the accounts search box: over name, email and phone, whatever the case and the accents (the
 * term is folded by search_key() as the kept name keys and name words are: "clinica" finds "Clínica", drizzle/0040).
 * Each kind of term has the index that answers it without reading every account:
 *
 * - A term with an @, or a domain ("gmail.com"), is part of an email address: first its start, its end or its
 *   domain's start (ranges of lower(email)'s index, of its reverse's and of email_domain's), and when no address
 *   has it there, anywhere in one (the trigram index of lower(email)). A plain word that no name holds is looked
 *   for in the addresses the same way ("advanceddentalcare", "gmail"; account-list.ts).
 * - A term with 3+ letters/digits in a row is a substring of the name ("ental" finds "Dental"), answered by the
 *   name words (name_words, then account_name_words, drizzle/0017-0018): a word without spaces is in a name exactly
 *   when it is in one of the name's words, so its accounts are the entries of the few words holding it. A phrase
 *   ("clínica dental bayamón") is in a name only where each of its pieces is in one word: the piece between two
 *   spaces is a whole word, the one before a space ends a word, the one after a space starts one. So its accounts
 *   are among the entries of its rarest piece's words (name_words counts them, drizzle/0021), whose names (kept in
 *   the entries) are checked for the whole phrase without reading the accounts.
 * - Trigrams cannot serve shorter terms; those match the start of the name, through the C-collated name index that
 *   also gives the list order, so a page of "cl" is a short index range.
 * - A term that looks like a phone number ("(787) 555-0142", "+1 787-555", "7875550142") also matches the digits-only
 *   column, so punctuation and the country code do not matter (searchDigits): a whole number from the column's
 *   prefix index, a fragment from its trigrams; its name part goes through the trigram index, so the two combine.
 *
 * Addresses are not searched for another term that a name holds: "dental" is inside a third of them, and no index
 * gives those in list order.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { isPhoneLikeTerm, searchDigits } from '../../shared/phone.ts';
import { isEmailTerm, matchesAnywhere } from '../../shared/searchKey.ts';
import { account_name_words, accounts, name_words } from '../db/schema.ts';

/** Escapes LIKE wildcards so the term matches literally (backslash is LIKE's default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A term trigrams can serve (3+ letters or digits in a row): matched anywhere; a shorter one, at the start. */
export const usesTrigramIndex = matchesAnywhere;

/** A term the name words answer: 3+ letters or digits in a row, not an email. */
export const isNameWordTerm = (term: string) => usesTrigramIndex(term) && !isEmailTerm(term);

/**
 * An address that starts or ends with the term, or whose domain starts with it ("info@clinica", a whole address;
 * "gmail.com", "@gmail.com", "gmail"): ranges of lower(email)'s C-collated index, of its reverse's and of the
 * domain's. Tried first: a common domain is in a third of the addresses, and counting those through trigrams read
 * each one (80 ms at 100,000 accounts on PGlite).
 */
export function emailAtEdges(term: string): SQL {
  const reversed = [...term].reverse().join('');
  const domain = domainStart(term);
  return sql`(lower(${accounts.email}) collate "C" like lower(${`${escapeLike(term)}%`})
    or reverse(lower(${accounts.email})) collate "C" like lower(${`${escapeLike(reversed)}%`})${
      domain === undefined ? sql`` : sql` or ${domainStartsWith(domain)}`
    })`;
}

/** The start of a domain a term can be: itself without its leading @; none for a term with an @ inside. */
export function domainStart(term: string): string | undefined {
  const domain = term.startsWith('@') ? term.slice(1) : term;
  return domain === '' || domain.includes('@') ? undefined : domain;
}

/** Addresses whose domain starts with `domain` (a range of the C-collated email_domain index). */
export const domainStartsWith = (domain: string) =>
  sql`${accounts.email_domain} collate "C" like lower(${`${escapeLike(domain)}%`})`;

/** Any part of an address: the trigram index of lower(email) for 3+ letters or digits, else the address's start. */
export function emailContains(term: string): SQL {
  const escaped = escapeLike(term);
  return usesTrigramIndex(term)
    ? sql`lower(${accounts.email}) like lower(${`%${escaped}%`})`
    : sql`lower(${accounts.email}) collate "C" like lower(${`${escaped}%`})`;
}

/**
 * Where a name-word term's accounts are (`isNameWordTerm`): the name words (their ids) whose entries in
 * account_name_words hold them, and what else those entries must meet (` and ...`, empty but for a phrase).
 */
export interface NameWordSearch {
  wordIds: SQL;
  entryCondition: SQL;
}

export function nameWordSearch(term: string): NameWordSearch {
  const words = (pattern: SQL) =>
    sql`select ${name_words.id} from ${name_words} where ${name_words.word} like ${pattern}`;
  const pieces = piecePatterns(term);
  if (!/\s/.test(term)) return { wordIds: words(sql`search_key(${pieces[0]})`), entryCondition: sql`` };
  // The piece whose words hold the fewest accounts; its entries are read, each name checked for the whole phrase.
  const rarest = sql`(select p from unnest(array[${sql.join(
    pieces.map((piece) => sql`search_key(${piece})`),
    sql`, `,
  )}]::text[]) as p order by (
    select coalesce(sum(${name_words.accounts}), 0) from ${name_words} where ${name_words.word} like p) limit 1)`;
  return {
    wordIds: words(rarest),
    entryCondition: sql` and ${account_name_words.name_key} like search_key(${`%${escapeLike(term)}%`})`,
  };
}

/** The entries (account_name_words) of a name-word term's accounts, as `columns` of them. */
export function nameWordEntries(term: string, columns: SQL): SQL {
  const w = account_name_words;
  const { wordIds, entryCondition } = nameWordSearch(term);
  return sql`select ${columns} from ${w} where ${w.word_id} in (${wordIds})${entryCondition}`;
}

/**
 * The LIKE pattern each piece of a term (split on white space) sets for one word of a matching name: the whole
 * word between two spaces, its end before one, its start after one, anywhere in it for a term without spaces.
 */
function piecePatterns(term: string): string[] {
  const parts = term.split(/\s+/);
  return parts.flatMap((part, i) => {
    if (part === '') return [];
    const escaped = escapeLike(part);
    return [`${i > 0 ? '' : '%'}${escaped}${i < parts.length - 1 ? '' : '%'}`];
  });
}

/**
 * A folded name (search_key: a name_key, or a name kept folded) matched by a search term as the other search boxes
 * (monitor, legal entities, registration) match it: a substring for 3+ letters or digits in a row (the trigram
 * indexes), else the start of the name, compared in the C collation so the C-collated name indexes serve it as a
 * range. The term is folded the same way, in SQL.
 */
export function foldedNameMatches(foldedName: SQL, term: string): SQL {
  const escaped = escapeLike(term);
  return usesTrigramIndex(term)
    ? sql`${foldedName} like search_key(${`%${escaped}%`})`
    : sql`${foldedName} collate "C" like search_key(${`${escaped}%`})`;
}

/**
 * An account's name matched by a term, through the index each kind of term has: the name words for 3+ letters or
 * digits in a row (a word or a phrase), the C-collated order index of name_key (the same lower(name), stored) for
 * a name start.
 */
export function accountNameMatches(term: string): SQL {
  if (!isNameWordTerm(term)) return accountNameScanned(term);
  return sql`${accounts.id} in (${accountIdsMatching(term)})`;
}

/**
 * The ids of the accounts whose name a term matches (as accountNameMatches), for a semi-join from another table:
 * a name-word term's straight from its entries, without reading the accounts.
 */
export function accountIdsMatching(term: string): SQL {
  if (isNameWordTerm(term)) return nameWordEntries(term, sql`${account_name_words.account_id}`);
  return sql`select ${accounts.id} from ${accounts} where ${accountNameScanned(term)}`;
}

/** The name matched on the accounts' own indexes: name_key's trigrams for a substring, its order index for a start. */
const accountNameScanned = (term: string) => foldedNameMatches(sql`${accounts.name_key}`, term);

export function accountSearchCondition(term: string): SQL {
  if (isEmailTerm(term)) return emailAtEdges(term);
  if (!isPhoneLikeTerm(term)) return accountNameMatches(term);
  // Name and digits through their indexes, which the planner can combine (a bitmap OR).
  return or(accountNameScanned(term), phoneDigitsMatch(searchDigits(term)))!;
}

/** A whole number's digits (ten or more): a stored number that starts with them, or with its country code and them. */
const WHOLE_NUMBER_DIGITS = 10;

/**
 * Stored numbers holding a term's digits: a whole number (ten digits, or more) is the start of the stored one's
 * digits, with or without its country code, two ranges of the prefix index (through the trigram index its eight
 * trigrams' entries were intersected: 7 ms at 100,000 accounts on PGlite); a fragment anywhere (the trigram index), a
 * shorter one at the start.
 */
function phoneDigitsMatch(digits: string): SQL {
  const stored = accounts.office_phone_digits;
  if (digits.length >= WHOLE_NUMBER_DIGITS)
    return sql`(${stored} like ${`${digits}%`} or ${stored} like ${`1${digits}%`})`;
  return sql`${stored} like ${digits.length >= 3 ? `%${digits}%` : `${digits}%`}`;
}
