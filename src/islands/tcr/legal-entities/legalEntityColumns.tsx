import type { LegalEntity } from '../../../shared/legalEntities.ts';
import type { DataTableColumn } from '../../../ui/index.ts';
import { brandStatusLabel } from './brandStatus.ts';
import { MatchedText } from '../../shell/MatchedText.tsx';

/** Legal entities answer for many accounts: the first few by name, then how many more. */
const SHOWN_ACCOUNTS = 3;
function accountsSummary(names: string[]): string {
  if (names.length === 0) return 'None';
  const shown = names.slice(0, SHOWN_ACCOUNTS).join(', ');
  return names.length > SHOWN_ACCOUNTS ? `${shown} and ${names.length - SHOWN_ACCOUNTS} more` : shown;
}

/**
 * The list's columns: who the entity is, the accounts it answers for, and its TCR brand (the newest); the name and
 * the accounts mark the words of `search` they hold.
 */
export const legalEntityColumns = (search: string): DataTableColumn<LegalEntity>[] => [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    cell: (e) => <MatchedText text={e.name} search={search} eachWord />,
  },
  { id: 'legal_name', header: 'Legal name', cell: (e) => e.legal_name },
  { id: 'ein', header: 'EIN', nowrap: true, cell: (e) => e.ein },
  {
    id: 'accounts',
    header: 'Accounts',
    cell: (e) => <MatchedText text={accountsSummary(e.accounts.map((a) => a.name))} search={search} eachWord />,
  },
  {
    id: 'brand',
    header: 'TCR brand',
    cell: (e) => {
      const brand = e.brands[0];
      return brand ? `${brand.brand_id} (${brandStatusLabel(brand.brand_identity_status)})` : 'None';
    },
  },
];
