import { CALL_STATUS_VALUES } from '../shared/callRescueRules.ts';
import { createUrlListState } from './listState.ts';

/** The monitor's status filter: the call statuses shown, none meaning all. */
export interface MonitorFilters {
  call_status?: number[];
}

const list = createUrlListState<MonitorFilters>({
  parse(params) {
    const statuses = (params.get('call_status') ?? '')
      .split(',')
      .filter((v) => /^\d+$/.test(v))
      .map(Number)
      .filter((v) => CALL_STATUS_VALUES.includes(v));
    return statuses.length > 0 ? { call_status: [...new Set(statuses)].sort((a, b) => a - b) } : {};
  },
  write(filters, params) {
    if (filters.call_status?.length) params.set('call_status', filters.call_status.join(','));
  },
});

/** The call rescue monitor's search, statuses and page, mirrored in the address bar. */
export const $monitorList = list.$state;
export const setMonitorSearch = list.setSearch;
export const setMonitorPage = list.setPage;

/** Shows exactly these statuses (spec 2: each toggle adds or removes its status); back to page 1. */
export function setMonitorStatuses(statuses: number[]): void {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  list.setFilters(sorted.length > 0 ? { call_status: sorted } : {});
}
