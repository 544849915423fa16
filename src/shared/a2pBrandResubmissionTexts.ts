/**
 * Resubmit A2P brand on the Registration panel (issue 22): the button, its confirmation (the question, the cost, what
 * it says about the brand's last submission: GET twilio_admin/{id}/a2p_brand_resubmission), the toasts, and the
 * API's refusals. In the console, only that button's code, loaded when a brand has failed, ships these.
 */
export const a2pBrandResubmissionTexts = {
  button: 'Resubmit A2P brand',
  resubmitting: 'Resubmitting A2P brand',
  resubmitted: 'A2P brand resubmitted: the provider is vetting it again.',
  resubmitFailed: 'Error while resubmitting the A2P brand',
  /** The API's refusals ({detail, code}: twilioAdminErrorCodes). */
  brandNotFailed: 'Only a failed A2P brand can be resubmitted; this one has not failed.',
  brandUpdatesUsed:
    "This A2P brand has used the provider's free updates: only the provider's support can resubmit it now.",
  title: 'Resubmit the A2P brand?',
  intro: (sid: string) =>
    `The messaging provider will vet brand ${sid} again, with the account's name and e-mail as they are now.`,
  cost: 'The provider updates a brand 3 times at no charge; after that, only its support can resubmit it.',
  loading: 'Loading what changed since the brand was sent…',
  unchangedSince: (date: string) =>
    `The account's name and e-mail have not changed since the brand was sent on ${date}: the provider will vet the same profiles again. That is the fix after a fault of the provider's; for any other failure, fix what it names first.`,
  updatesLeft: (used: number, left: number, free: number) =>
    left === 0
      ? `None of the provider's ${free} free updates is left: only its support can resubmit this brand.`
      : `${left} of the provider's ${free} free updates ${left === 1 ? 'is' : 'are'} left (${used} used).`,
  loadFailed:
    'What changed since the brand was sent could not be loaded. You can still resubmit, or close and try again.',
} as const;
