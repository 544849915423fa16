import type { AccountListItem } from '../../shared/accounts.ts';
import { calendarTypeLabel } from '../../shared/enums.ts';
import { formatDateTime, orNotSet } from '../../shared/format.ts';
import { mayBeInAddress, searchedIn, searchMatches } from '../../shared/searchKey.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { MatchedText } from '../shell/MatchedText.tsx';

/**
 * The six columns of the accounts list (spec 2); the name, email and phone mark what `search` matched, each only
 * where the API looked for it: a name term in names (in the address when no name holds it), an email term in
 * addresses, a phone in numbers and names.
 */
export function accountColumns(search: string): DataTableColumn<AccountListItem>[] {
  const kind = searchedIn(search);
  const inName = kind === 'email' ? '' : search;
  const inPhone = kind === 'phone' ? search : '';
  const inEmail = (a: AccountListItem) =>
    kind === 'email' || (kind === 'name' && mayBeInAddress(search.trim()) && searchMatches(a.name, search).length === 0)
      ? search
      : '';
  return [
    {
      id: 'name',
      header: 'Account name',
      isRowHeader: true,
      cell: (a) => <MatchedText text={a.name} search={inName} />,
    },
    { id: 'email', header: 'Email', cell: (a) => <MatchedText text={a.email} search={inEmail(a)} /> },
    {
      id: 'office_phone',
      header: 'Phone',
      nowrap: true,
      cell: (a) => <MatchedText text={a.office_phone} search={inPhone} />,
    },
    { id: 'calendar_type', header: 'Calendar type', cell: (a) => calendarTypeLabel(a.calendar_type) },
    { id: 'company_industry', header: 'Industry', cell: (a) => orNotSet(a.company_industry?.name) },
    { id: 'last_sync_time', header: 'Last sync time', nowrap: true, cell: (a) => formatDateTime(a.last_sync_time) },
  ];
}
