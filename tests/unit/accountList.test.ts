import { afterEach, describe, expect, it } from 'vitest';
import { accountListParams } from '../../src/api/accounts.ts';
import {
  $accountList,
  accountListUrl,
  applyAccountFilter,
  parseAccountListUrl,
  removeAccountFilter,
  setAccountPage,
  setAccountSearch,
} from '../../src/stores/accountList.ts';

describe('accounts list URL mapping', () => {
  it('reads search, page and every filter from the URL', () => {
    const state = parseAccountListUrl(
      '?search=dental&page=3&calendar_type=3,1&scheduling_enabled=true&is_out_of_sync=false&sms_language_detection_enabled=true',
    );
    expect(state).toEqual({
      search: 'dental',
      page: 3,
      filters: {
        calendar_type: [1, 3],
        scheduling_enabled: true,
        is_out_of_sync: false,
        sms_language_detection_enabled: true,
      },
    });
  });

  it('ignores values the list cannot use', () => {
    expect(parseAccountListUrl('?page=-2&calendar_type=9,x,2&confirmations_enabled=yes&unknown=1')).toEqual({
      search: '',
      page: 1,
      filters: { calendar_type: [2] },
    });
  });

  it('writes the state back to the same URL it was read from', () => {
    const query = '?search=bayam%C3%B3n&calendar_type=0%2C5&cancelations_enabled=false&page=2';
    expect(accountListUrl(parseAccountListUrl(query))).toBe(query);
  });

  it('leaves page 1 and empty criteria out of the URL', () => {
    expect(accountListUrl({ search: '', page: 1, filters: {} })).toBe('');
  });

  it('turns the state into the API query with comma-joinable calendar types and true/false booleans', () => {
    expect(accountListParams(parseAccountListUrl('?calendar_type=1,2&is_waiting_list_enabled=false'))).toEqual({
      page: 1,
      search: undefined,
      calendar_type: [1, 2],
      is_waiting_list_enabled: false,
    });
  });
});

describe('accounts list state actions', () => {
  afterEach(() => {
    history.replaceState(null, '', '/app/accounts');
    $accountList.set(parseAccountListUrl(''));
  });

  it('mirrors changes in the address bar and starts a new search from page 1', () => {
    history.replaceState(null, '', '/app/accounts');
    const unbind = $accountList.listen(() => undefined);
    setAccountPage(4);
    expect(location.search).toBe('?page=4');
    setAccountSearch('  smile ');
    expect($accountList.get()).toMatchObject({ search: 'smile', page: 1 });
    expect(location.search).toBe('?search=smile');
    unbind();
  });

  it('applies and removes filters, back to page 1 each time', () => {
    const unbind = $accountList.listen(() => undefined);
    setAccountPage(2);
    applyAccountFilter('calendar_type', [1, 4]);
    applyAccountFilter('scheduling_enabled', false);
    expect(location.search).toBe('?calendar_type=1%2C4&scheduling_enabled=false');
    setAccountPage(3);
    removeAccountFilter('calendar_type');
    expect($accountList.get()).toEqual({ search: '', page: 1, filters: { scheduling_enabled: false } });
    unbind();
  });

  it('follows back and forward', () => {
    const unbind = $accountList.listen(() => undefined);
    setAccountPage(2);
    setAccountPage(5);
    history.replaceState(null, '', '/app/accounts?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($accountList.get().page).toBe(2);
    unbind();
  });
});
