import { CALENDAR_SYSTEMS, TOWNS } from '../../../shared/accountRules.ts';
import type { Industry, SalesforceAccountMatch } from '../../../shared/lookups.ts';
import type { NewAccountValues } from './AccountStep.tsx';

/** What a Salesforce match puts in the wizard's form, and which of its texts the console's lists do not hold. */
export interface SalesforcePrefill {
  values: Partial<NewAccountValues>;
  /** e.g. `industry “Physical Therapy”`, one per text left empty because no choice matches it. */
  unrecognised: string[];
}

/** Text compared without case, accents, spaces or signs: 'Open Dental', 'OPEN_DENTAL' and 'open-dental' agree. */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The wizard's values from a Salesforce account (spec 2): every field the match carries, with industry, calendar
 * and town mapped onto the console's lists (by id or value, as the form keeps them) and, taken from Salesforce,
 * Spanish on Puerto Rico's time (spec 9). A field Salesforce leaves empty keeps what the form has; a text no choice
 * matches empties its field and is named in `unrecognised`.
 */
export function salesforcePrefill(match: SalesforceAccountMatch, industries: readonly Industry[]): SalesforcePrefill {
  const values: Partial<NewAccountValues> = {
    name: match.name,
    salesforce_id: match.id,
    lang: 'es_ES',
    timezone: 'America/Puerto_Rico',
  };
  if (match.phone) values.office_phone = match.phone;
  if (match.email) values.email = match.email;
  if (match.notes) values.notes = match.notes;

  const unrecognised: string[] = [];
  /** Sets `field` to the choice whose key matches `text`, or empties it and names the text. */
  const mapped = (field: keyof NewAccountValues, label: string, text: string | null, choices: [string, string[]][]) => {
    if (!text) return;
    const wanted = key(text);
    const choice = choices.find(([, names]) => names.some((name) => key(name) === wanted));
    (values as Record<string, string>)[field] = choice?.[0] ?? '';
    if (!choice) unrecognised.push(`${label} “${text}”`);
  };
  mapped(
    'company_industry',
    'industry',
    match.company_industry,
    industries.map((industry) => [String(industry.id), [industry.name]]),
  );
  mapped(
    'calendar_name',
    'calendar',
    match.calendar_name,
    CALENDAR_SYSTEMS.map((system) => [system.value, [system.value, system.label]]),
  );
  mapped(
    'town',
    'town',
    match.town,
    TOWNS.map((town) => [town, [town]]),
  );
  return { values, unrecognised };
}

/** The note under the Salesforce search when some texts were not recognised. */
export const unrecognisedNote = (unrecognised: readonly string[]) =>
  `From Salesforce, not recognised and left empty: ${unrecognised.join(', ')}.`;

/**
 * The note for staff of what the pick also saves that their form does not show (spec 2: town and notes are the
 * resellers' fields); null when Salesforce gave neither.
 */
export function alsoSavedNote({ town, notes }: { town: string; notes: string }): string | null {
  const parts = [town && `town ${town}`, notes && `notes “${notes}”`].filter(Boolean);
  return parts.length > 0 ? `From Salesforce, also saved with the account: ${parts.join('; ')}.` : null;
}
