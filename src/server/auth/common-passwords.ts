/**
 * The common-password list of Django's CommonPasswordValidator, taken from a kept package
 * (@zxcvbn-ts/language-common, about 49,000 passwords), and the server's full password check.
 * Server-only: the list is far too big for the console's bundles.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { normalizeCommonPassword, passwordProblems, type PasswordUserAttributes } from '../../shared/passwordRules.ts';

let commonPasswords: Set<string> | undefined;

/** Built on first use: the package ships the list compressed. */
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => normalizeCommonPassword(String(entry))));
  return commonPasswords;
}

export const commonPasswordCount = () => commonPasswordSet().size;

export const isCommonPassword = (password: string) => commonPasswordSet().has(normalizeCommonPassword(password));

/** Every password rule the password breaks, checked against the user's attributes (empty when it passes). */
export const checkPassword = (password: string, user: PasswordUserAttributes = {}) =>
  passwordProblems(password, user, isCommonPassword);
