/**
 * The registration board's texts (issue 22). Zod-free and import-free: the steps', statuses' and waits' own words
 * are registrationRules.ts's labels.
 */
export const registrationTexts = {
  title: 'Registration',
  searchPlaceholder: 'Search by account name',
  track: 'Track',
  allTracks: 'All tracks',
  status: 'Status',
  lateOnly: 'Late only',
  /** Shows the step and parent account pickers. */
  moreFilters: 'More filters',
  stages: 'Accounts by stage',
  /** A search past the count cap (the API counts no stages for it). */
  stagesCapped: (cap: number) =>
    `Over ${cap.toLocaleString('en-US')} accounts match: search a longer name to see them counted by stage.`,
  /** A stage's count: "In review: 12". */
  stageCount: (label: string, count: number) => `${label}: ${count.toLocaleString('en-US')}`,
  boardLabel: 'Registration board',
  pagesLabel: 'Registration pages',
  account: 'Account',
  /** A status whose wait is past its expected range: "In review, late". */
  statusLate: (status: string, lateness: string) => `${status}, ${lateness.toLowerCase()}`,
  errorCode: (code: string) => `Error ${code}`,
  /** A step label as a line of its own ("A2P use case", "Sub-account"). */
  stepTitle: (label: string) => label.charAt(0).toUpperCase() + label.slice(1),
  emptyTitle: 'No accounts match',
  emptyDescription: 'Try another search or filter.',
  loadError: 'The registration board could not be loaded.',
} as const;
