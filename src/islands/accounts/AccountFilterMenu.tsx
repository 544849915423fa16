import type { Ref } from 'react';
import { ACCOUNT_FILTERS } from '../../shared/accountFilters.ts';
import { CALENDAR_TYPES } from '../../shared/enums.ts';
import { applyAccountFilter, type AccountFilterValues } from '../../stores/accountList.ts';
import { FilterMenu, type FilterProperty } from '../../ui/index.ts';

const PROPERTIES: FilterProperty[] = ACCOUNT_FILTERS.map((filter) =>
  filter.kind === 'select'
    ? {
        id: filter.param,
        label: filter.label,
        kind: 'select',
        options: CALENDAR_TYPES.map((c) => ({ value: String(c.value), label: c.label })),
      }
    : { id: filter.param, label: filter.label, kind: 'boolean' },
);

/** The accounts list's filter menu: the eight properties of spec 2, applied one at a time. */
export function AccountFilterMenu({ filters, ref }: { filters: AccountFilterValues; ref?: Ref<HTMLButtonElement> }) {
  const value = Object.fromEntries(
    Object.entries(filters).map(([key, v]) => [key, Array.isArray(v) ? v.map(String) : v]),
  ) as Record<string, string[] | boolean | undefined>;

  return (
    <FilterMenu
      ref={ref}
      label="Filter"
      properties={PROPERTIES}
      value={value}
      onApply={(id, applied) => {
        if (id === 'calendar_type' && Array.isArray(applied)) applyAccountFilter('calendar_type', applied.map(Number));
        else if (typeof applied === 'boolean')
          applyAccountFilter(id as Exclude<keyof AccountFilterValues, 'calendar_type'>, applied);
      }}
    />
  );
}
