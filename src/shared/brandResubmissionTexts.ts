/**
 * What the Update and Revet confirmation says about the brand's last submission to TCR (issue 22,
 * GET tcr_brands/{id}/resubmission); its title, cost and the rest are legalEntityTexts.revet. Apart from them: only
 * the confirmation's content, loaded when it opens, ships these.
 */
export const brandResubmissionTexts = {
  loading: 'Loading what changed since the last submission…',
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
  loadFailed:
    'What changed since the last submission could not be loaded. You can still revet, or close and try again.',
} as const;
