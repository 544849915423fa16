/** The console's texts that are no one resource's (spec 2, 8): list banners, the missing page, a 429. Zod-free. */
export const consoleTexts = {
  /**
   * Spec 2: shown over a list while a search or filter is active; '…' until the count is known, '10,000+' when the
   * API stopped counting at its cap (count_capped).
   */
  filterResults: (count: number | undefined, capped = false) =>
    `Filter Results (${count === undefined ? '…' : `${count.toLocaleString('en-US')}${capped ? '+' : ''}`})`,
  notFound: 'The page is not found',
  /** A reseller's billing tab: they see the settings and cannot change them (issue 39). */
  billingStaffOnly: "Only the provider's staff can change billing settings.",
  /** A reseller's overview: the TCR references show, and only staff set them (issue 39). */
  tcrReferenceStaffOnly: "Set by the provider's staff for the account's registration.",
  /** What a reference field reads when nothing is set and the person cannot set it. */
  noneSet: 'None',
  /** A 429 (sign-in, password reset) in plain words: the wait in whole minutes, rounded up (ours; spec 8 has none). */
  throttled: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;
