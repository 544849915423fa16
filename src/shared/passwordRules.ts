/**
 * The password rules of the API, equal to Django's four default validators (UserAttributeSimilarity,
 * MinimumLength, CommonPassword, NumericPassword) plus a maximum length, with Django's own messages
 * (passwordTexts.ts). zod-free and list-free, so the console can show the same hints: the common-password list is
 * large and lives on the server (src/server/auth/common-passwords.ts), which passes its lookup in.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { drfTexts } from './drfTexts.ts';
import { passwordTexts } from './passwordTexts.ts';

/** Django's UserAttributeSimilarityValidator default. */
export const PASSWORD_MAX_SIMILARITY = 0.7;

/** The user attributes a password is compared with, and the names Django's messages give them. */
export const PASSWORD_SIMILARITY_ATTRIBUTES = {
  username: 'username',
  first_name: 'first name',
  last_name: 'last name',
  email: 'email address',
} as const;
export type PasswordUserAttributes = Partial<Record<keyof typeof PASSWORD_SIMILARITY_ATTRIBUTES, string | null>>;

/** Code points, as Python sees a str (JS strings are UTF-16). */
const codePoints = (value: string) => Array.from(value);

/**
 * difflib.SequenceMatcher(a=a, b=b).quick_ratio(): an upper bound of ratio() that counts the multiset
 * intersection of the characters. It looks at no junk (autojunk only affects ratio()'s matching blocks).
 */
export function quickRatio(a: string, b: string): number {
  const left = codePoints(a);
  const right = codePoints(b);
  const available = new Map<string, number>();
  for (const char of right) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of left) {
    const count = available.get(char) ?? 0;
    available.set(char, count - 1);
    if (count > 0) matches += 1;
  }
  const length = left.length + right.length;
  return length === 0 ? 1 : (2 * matches) / length;
}

/** Django's shortcut: a value far shorter than the password cannot reach the similarity bound. */
function exceedsMaximumLengthRatio(password: string, maxSimilarity: number, value: string): boolean {
  const passwordLength = codePoints(password).length;
  const valueLength = codePoints(value).length;
  return passwordLength >= 10 * valueLength && valueLength < (maxSimilarity / 2) * passwordLength;
}

/** Python's re.split(r'\W+', value) on a str: \w is any letter, any number, or the underscore. */
const NON_WORD = /[^\p{L}\p{N}_]+/u;

/**
 * Django's UserAttributeSimilarityValidator: for each attribute, the lowercased value and each of its
 * word parts (so an email's local part and domain words count too) are compared with quick_ratio.
 * Returns the name of the first attribute found too similar.
 */
export function similarAttribute(
  password: string,
  user: PasswordUserAttributes,
  maxSimilarity = PASSWORD_MAX_SIMILARITY,
): string | undefined {
  const lower = password.toLowerCase();
  for (const [attribute, verboseName] of Object.entries(PASSWORD_SIMILARITY_ATTRIBUTES)) {
    const value = user[attribute as keyof PasswordUserAttributes];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    for (const part of [...valueLower.split(NON_WORD), valueLower]) {
      if (exceedsMaximumLengthRatio(lower, maxSimilarity, part)) continue;
      if (quickRatio(lower, part) >= maxSimilarity) return verboseName;
    }
  }
  return undefined;
}

/** Django's CommonPasswordValidator compares the lowercased, trimmed password with a lowercase list. */
export const normalizeCommonPassword = (password: string) => password.toLowerCase().trim();

/**
 * Every rule a password breaks, in Django's validator order, with Django's messages (empty when it passes).
 * `isCommon` receives the normalized password; the API passes its list lookup, the console may omit it.
 */
export function passwordProblems(
  password: string,
  user: PasswordUserAttributes = {},
  isCommon: (normalized: string) => boolean = () => false,
): string[] {
  if (codePoints(password).length > PASSWORD_MAX_LENGTH) return [drfTexts.tooLong(PASSWORD_MAX_LENGTH)];
  const problems: string[] = [];
  const similar = similarAttribute(password, user);
  if (similar) problems.push(passwordTexts.tooSimilar(similar));
  if (codePoints(password).length < PASSWORD_MIN_LENGTH) problems.push(passwordTexts.tooShort);
  if (isCommon(normalizeCommonPassword(password))) problems.push(passwordTexts.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) problems.push(passwordTexts.entirelyNumeric);
  return problems;
}
