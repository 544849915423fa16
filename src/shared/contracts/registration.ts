/** Registration (issue 22): the board of where every account stands in messaging and TCR registration. */
import {
  accountRegistration,
  accountRegistrationCheck,
  legalEntityRegistration,
  registrationBoardPage,
  registrationBoardQuery,
} from '../registration.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Registration'] as const;

export const registrationContract = defineContract({
  'GET /registration': {
    summary: 'The registration board: every account in the messaging chain, TCR brand and TCR campaign',
    description:
      'Pages of 20, the most stuck first: failed steps, then the waits furthest past their expected range, then ' +
      'the rest by name. Each track gives its current step, status, since when, the provider error, the wait ' +
      'against its expected range and the next action. `stages` counts the accounts at each step and status ' +
      '(search and parent_account applied).',
    tags,
    staffOnly: true,
    query: registrationBoardQuery,
    response: registrationBoardPage,
  },
  'GET /registration/accounts/:id': {
    summary: "An account's registration: each track, what fixes a failed step, and every status change",
    description:
      'The Registration panel of the messaging tab: the three tracks as the board gives them, each failed one ' +
      'with the field that fixes it (its form, record and the explanation the form shows), and the timeline of ' +
      'status changes, the newest first (the latest 100). 404 when the account does not exist.',
    tags,
    response: accountRegistration,
  },
  'GET /registration/legal_entities/:id': {
    summary: "A legal entity's TCR brand registration: where it stands, and every status change",
    description:
      "The brand area of the legal entity's page: the TCR brand track its accounts share (as the account whose " +
      'brand moved last has it; null while the legal entity has no account), with the fix of a failure, and the ' +
      "brand's status changes, the newest first (each once, the latest 100). 404 when the legal entity does not exist.",
    tags,
    staffOnly: true,
    response: legalEntityRegistration,
  },
  'POST /registration/accounts/:id/check': {
    summary: "Ask the providers now about an account's registrations that wait on them",
    description:
      'Asks the messaging provider and TCR about each track of the account that waits on them, as the reconciler ' +
      'would when it is due, records each change in the timeline, and answers the counts with the panel as it is ' +
      'after. A provider that does not answer leaves its track as it was (counted in `unreachable`), and so does ' +
      'an answer the database could not record (counted in `unrecorded`); the reconciler asks again later. Safe ' +
      'to repeat. 404 when the account does not exist.',
    tags,
    response: accountRegistrationCheck,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof registrationContract> {}
}
