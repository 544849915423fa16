/** The accounts list's filters (zod-free: the console's bundles import this). */

/**
 * The eight filters of the accounts list, by the query parameter each one sends.
 * calendar_type is a select (comma-joined values); the rest are booleans sent as true/false.
 */
export const ACCOUNT_FILTERS = [
  { param: 'calendar_type', label: 'Calendar type', kind: 'select' },
  { param: 'scheduling_enabled', label: 'Has Scheduling Enabled', kind: 'boolean' },
  { param: 'cancelations_enabled', label: 'Has Cancelations Enabled', kind: 'boolean' },
  { param: 'confirmations_enabled', label: 'Has Confirmations Enabled', kind: 'boolean' },
  { param: 'calendar_sync_enabled', label: 'Has Calendar Sync Enabled', kind: 'boolean' },
  { param: 'is_waiting_list_enabled', label: 'Has Waiting List Enabled', kind: 'boolean' },
  { param: 'sms_language_detection_enabled', label: 'Has SMS Language Detection Enabled', kind: 'boolean' },
  { param: 'is_out_of_sync', label: 'Is Out of Sync', kind: 'boolean' },
] as const;
export type AccountFilterParam = (typeof ACCOUNT_FILTERS)[number]['param'];
export type BooleanFilterParam = Extract<(typeof ACCOUNT_FILTERS)[number], { kind: 'boolean' }>['param'];
export const BOOLEAN_FILTER_PARAMS = ACCOUNT_FILTERS.filter((f) => f.kind === 'boolean').map(
  (f) => f.param,
) as BooleanFilterParam[];
