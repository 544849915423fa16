/**
 * What the Resubmit A2P brand confirmation says about the brand's last submission (issue 22,
 * GET twilio_admin/{id}/a2p_brand_resubmission); its title and cost are accountRegistrationTexts. Apart from them:
 * only the confirmation's content, loaded when it opens, ships these.
 */
export const a2pBrandResubmissionTexts = {
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
