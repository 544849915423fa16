/**
 * The legal entity screens' texts (spec 5, 8): the form's messages and the toasts of the entity and its TCR brand.
 * Zod-free and free of the form's rules: the list and the brand area ship them alone.
 */
import { accountTexts } from './accountTexts.ts';
import { userTexts } from './userTexts.ts';

export const legalEntityTexts = {
  minLength: 'Mínimo 5 caracteres',
  ein: 'Length should be 9 and only numbers allowed',
  /** Spec 5 says "in format" without a text; the add-account form's. */
  emailFormat: userTexts.emailFormatListEditor,
  onlyNumbers: 'Only numbers allowed',
  zipCode: 'Enter a valid zip code. Allowed formats: XXXXX or XXXXX-XXXX',
  readOnly: (value: string) => `This field is read-only; its value is always "${value}".`,
  /** Saving the form: spec 8's 'Changes saved successfully.' / 'There was an error saving changes.'. */
  saved: accountTexts.saved,
  saveFailed: accountTexts.saveFailed,
  loadFailed: 'An error occurred while loading legal entities.',
  /** Spec 8 toasts of the brand actions. */
  brandCreated: (brandId: string) => `Tcr Brand Created: ${brandId}`,
  brandCreateFailed: 'Error while creating tcr brand',
  brandUpdated: (brandId: string) => `Brand update success for brand: ${brandId}`,
  brandUpdateFailed: 'Error during update & revet',
  /** The Update and Revet confirmation (issue 22); what it says about the last submission is brandResubmissionTexts. */
  revet: {
    title: 'Update and Revet?',
    intro: (brandId: string) =>
      `Brand ${brandId} is updated at TCR with the data saved on this legal entity, then vetted again.`,
    cost: 'Revetting a brand has an additional cost.',
  },
  /** Ours: why a brand's paid actions wait while the form holds unsaved changes (they send what is saved). */
  saveFirst: 'Save your changes first: the brand is sent to TCR with the data saved on this legal entity.',
} as const;

/**
 * The texts above that are not in English, the console's language, by their language: spec 5 gives the minimum
 * length's message in Spanish, and the form marks it so (lang="es") for screen readers to pronounce it as such.
 */
export const legalEntityTextLanguages: Readonly<Record<string, string>> = { [legalEntityTexts.minLength]: 'es' };
