import { ACCOUNT_FILTERS } from '../../shared/accountFilters.ts';
import { calendarTypeLabel } from '../../shared/enums.ts';
import type { AccountFilterValues } from '../../stores/accountList.ts';

export interface FilterChip {
  id: keyof AccountFilterValues;
  label: string;
}

/** One removable chip per active filter: "Calendar type: Open Dental, Chirotouch", "Is Out of Sync: True". */
export function accountFilterChips(filters: AccountFilterValues): FilterChip[] {
  return ACCOUNT_FILTERS.flatMap(({ param, label }) => {
    const value = filters[param];
    if (value === undefined) return [];
    const text = Array.isArray(value) ? value.map(calendarTypeLabel).join(', ') : value ? 'True' : 'False';
    return [{ id: param, label: `${label}: ${text}` }];
  });
}
