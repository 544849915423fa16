/**
 * The legal entity screens' spec 8 texts, alone in a module with no schema imports: the list and the brand area ship
 * them without zod and the form rules.
 */
import { accountWriteMessages } from './accountMessages.ts';

/** Saving the form: spec 8's 'Changes saved successfully.' / 'There was an error saving changes.'. */
export const legalEntityToasts = {
  saved: accountWriteMessages.saved,
  saveFailed: accountWriteMessages.saveFailed,
  loadFailed: 'An error occurred while loading legal entities.',
} as const;

/** Spec 8 toasts of the brand actions. */
export const tcrBrandMessages = {
  created: (brandId: string) => `Tcr Brand Created: ${brandId}`,
  createFailed: 'Error while creating tcr brand',
  updated: (brandId: string) => `Brand update success for brand: ${brandId}`,
  updateFailed: 'Error during update & revet',
} as const;
