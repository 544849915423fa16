/**
 * The messaging tab's Registration panel and the legal entity's brand registration (issue 22), in a module of its own
 * so no other screen loads them on first load; the board's texts are registrationTexts.ts, and the panel's other
 * words come with the API's answer.
 */
export const accountRegistrationTexts = {
  title: 'Registration',
  loadError: "The account's registration could not be loaded.",
  tracks: 'Registration tracks',
  timeline: 'Timeline',
  timelineEmpty: 'Nothing has been sent to a provider yet.',
  /** Under a timeline cut at its length: what is not shown, and that it is kept. */
  timelineCut: (shown: number) => `The ${shown} latest changes are shown; the older ones are kept on the record.`,
  /** Asks the providers now about the tracks that wait on them (shown while one does). */
  checkNow: 'Check now',
  checking: 'Checking…',
  /**
   * What asking the providers came to: the changes (in the timeline), the tracks no provider answered for, and
   * those whose answer could not be recorded.
   */
  checked: ({
    asked,
    changed,
    unreachable,
    unrecorded,
  }: Record<'asked' | 'changed' | 'unreachable' | 'unrecorded', number>) => {
    if (asked === 0) return 'Nothing waits on a provider.';
    const changes = changed === 0 ? 'no change' : changed === 1 ? 'a status changed' : `${changed} statuses changed`;
    const unanswered =
      unreachable === 0 ? '' : ` ${unreachable} could not be asked: the console asks again on its own.`;
    const unkept =
      unrecorded === 0 ? '' : ` ${unrecorded} answered but could not be recorded: the console asks again on its own.`;
    return `Checked with the providers: ${changes}.${unanswered}${unkept}`;
  },
  checkUnanswered: 'The providers could not be reached. The console asks again on its own.',
  checkFailed: 'Error while checking with the providers',
  /** The legal entity's brand area (the same track and timeline, its brand's). */
  brandLoadError: "The brand's registration could not be loaded.",
  brandWithoutAccounts: 'No account uses this legal entity yet: the brand is followed through its accounts.',
} as const;
