/** Django's messages of the password rules (passwordRules.ts); too long is DRF's (drfTexts.tooLong). Zod-free. */
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const passwordTexts = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
  tooSimilar: (attribute: string) => `The password is too similar to the ${attribute}.`,
} as const;
