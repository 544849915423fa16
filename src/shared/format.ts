/** Display formats of spec 2 (accounts list): formatted date-times, 'N/A' and 'Not set' for missing values. */

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateTime.format(date);
}

export function orNotSet(value: string | null | undefined): string {
  return value ? value : 'Not set';
}
