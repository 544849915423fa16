import type { AccountListItem } from '../../shared/accounts.ts';
import { calendarTypeLabel } from '../../shared/enums.ts';
import { formatDateTime, orNotSet } from '../../shared/format.ts';
import type { DataTableColumn } from '../../ui/index.ts';

/** The six columns of the accounts list (spec 2). */
export const accountColumns: DataTableColumn<AccountListItem>[] = [
  { id: 'name', header: 'Account name', isRowHeader: true, cell: (a) => a.name },
  { id: 'email', header: 'Email', cell: (a) => a.email },
  { id: 'office_phone', header: 'Phone', nowrap: true, cell: (a) => a.office_phone },
  { id: 'calendar_type', header: 'Calendar type', cell: (a) => calendarTypeLabel(a.calendar_type) },
  { id: 'company_industry', header: 'Industry', cell: (a) => orNotSet(a.company_industry?.name) },
  { id: 'last_sync_time', header: 'Last sync time', nowrap: true, cell: (a) => formatDateTime(a.last_sync_time) },
];
