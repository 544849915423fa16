import type { CallRescueTest } from '../../shared/callRescue.ts';
import { CALL_STATUS, callStatusLabel } from '../../shared/callRescueRules.ts';
import { routes } from '../../shared/consoleRoutes.ts';
import { formatDateTime } from '../../shared/format.ts';
import { formatPhone, isPhoneLikeTerm } from '../../shared/phone.ts';
import { Badge, type BadgeTone, type DataTableColumn } from '../../ui/index.ts';
import { MatchedText } from '../shell/MatchedText.tsx';

const STATUS_TONES: Record<number, BadgeTone> = {
  [CALL_STATUS.SCHEDULED]: 'neutral',
  [CALL_STATUS.CALLING]: 'info',
  [CALL_STATUS.RETRYING]: 'warning',
  [CALL_STATUS.SUCCESS]: 'success',
  [CALL_STATUS.FAILURE]: 'danger',
};

/** A test call's row opens its account. */
export const testCallHref = (test: CallRescueTest) => routes.account(test.account);

/**
 * The monitor's six columns (spec 2): the status as a badge whose text says it (not its color alone); the name and
 * phones mark what `search` matched.
 */
export function monitorColumns(search: string): DataTableColumn<CallRescueTest>[] {
  // Phones are searched for a phone-like term only; names for every term.
  const inPhone = isPhoneLikeTerm(search.trim()) ? search : '';
  return [
    {
      id: 'account',
      header: 'Account name',
      isRowHeader: true,
      cell: (t) => <MatchedText text={t.account.name} search={search} />,
    },
    {
      id: 'phone_called',
      header: 'Phone called',
      nowrap: true,
      cell: (t) => <MatchedText text={formatPhone(t.phone_called.number)} search={inPhone} />,
    },
    {
      id: 'phone_calling',
      header: 'Phone calling',
      nowrap: true,
      cell: (t) => <MatchedText text={formatPhone(t.phone_calling.number)} search={inPhone} />,
    },
    {
      id: 'call_status',
      header: 'Call status',
      cell: (t) => <Badge tone={STATUS_TONES[t.call_status] ?? 'neutral'}>{callStatusLabel(t.call_status)}</Badge>,
    },
    { id: 'updated_at', header: 'Last update', nowrap: true, cell: (t) => formatDateTime(t.updated_at) },
    { id: 'retry_count', header: 'Retry count', align: 'end', cell: (t) => t.retry_count },
  ];
}
