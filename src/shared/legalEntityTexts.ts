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
  /** The Update and Revet confirmation (issue 22): what changed since the brand was last sent, and its cost. */
  revet: {
    title: 'Update and Revet?',
    intro: (brandId: string) =>
      `Brand ${brandId} is updated at TCR with the data saved on this legal entity, then vetted again.`,
    cost: 'Revetting a brand has an additional cost.',
    changedSince: (date: string) => `Changed since it was last sent on ${date}:`,
    field: 'Field',
    sent: 'Sent',
    now: 'Now',
    empty: '(empty)',
    unchangedSince: (date: string) =>
      `Nothing has changed since it was last sent on ${date}. TCR will vet the same data again, and is likely to come to the same result: fix the legal entity first.`,
    noRecord: 'No earlier submission of this brand is on record, so what changed cannot be shown.',
    revets: (count: number) =>
      count === 0
        ? 'It has not been revetted before.'
        : `It has been revetted ${count} ${count === 1 ? 'time' : 'times'} before.`,
    loading: 'Loading what changed since the last submission…',
    loadFailed:
      'What changed since the last submission could not be loaded. You can still revet, or close and try again.',
  },
} as const;
