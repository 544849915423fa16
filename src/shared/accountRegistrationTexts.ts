/**
 * The messaging tab's Registration panel (issue 22), in a module of its own so no other screen loads them; the
 * board's texts are registrationTexts.ts, and the panel's other words come with the API's answer.
 */
export const accountRegistrationTexts = {
  title: 'Registration',
  loadError: "The account's registration could not be loaded.",
  tracks: 'Registration tracks',
  timeline: 'Timeline',
  timelineEmpty: 'Nothing has been sent to a provider yet.',
} as const;
