import { afterEach, describe, expect, it } from 'vitest';
import { registrationBoardParams } from '../../src/api/registration.ts';
import {
  $registrationList,
  parseRegistrationListUrl,
  registrationListUrl,
  setRegistrationFilter,
  setRegistrationPage,
} from '../../src/stores/registrationList.ts';

describe('registration board URL mapping', () => {
  it('reads search, page and every filter from the URL, the statuses in the rules’ order', () => {
    expect(
      parseRegistrationListUrl(
        '?search=dental&track=messaging&step=a2p_brand&status=failed,in_review&late=true&parent_account=12&page=2',
      ),
    ).toEqual({
      search: 'dental',
      page: 2,
      filters: {
        track: 'messaging',
        step: 'a2p_brand',
        status: ['in_review', 'failed'],
        late: true,
        parent_account: 12,
      },
    });
  });

  it('ignores values the board cannot use, and a step the chosen track does not have; a TCR step is its track', () => {
    expect(
      parseRegistrationListUrl('?track=fax&status=lost,failed,failed&late=yes&parent_account=-3&step=tcr_brand'),
    ).toEqual({ search: '', page: 1, filters: { track: 'brand', status: ['failed'] } });
    expect(parseRegistrationListUrl('?track=campaign&step=a2p_brand').filters).toEqual({ track: 'campaign' });
  });

  it('writes the state back to the same URL it was read from', () => {
    const query = '?search=caguas&track=brand&status=submitted%2Cfailed&late=true&parent_account=11&page=3';
    expect(registrationListUrl(parseRegistrationListUrl(query))).toBe(query);
  });

  it('turns the state into the API query: statuses comma-joined, late only when asked', () => {
    expect(registrationBoardParams(parseRegistrationListUrl('?status=approved,not_started&late=true'))).toEqual({
      page: 1,
      search: undefined,
      track: undefined,
      step: undefined,
      status: 'not_started,approved',
      late: 'true',
      parent_account: undefined,
    });
  });
});

describe('registration board filter actions', () => {
  afterEach(() => {
    history.replaceState(null, '', '/app/registration');
    $registrationList.set(parseRegistrationListUrl(''));
  });

  it('sets and removes filters, back to page 1 each time; another track drops the step', () => {
    history.replaceState(null, '', '/app/registration');
    const unbind = $registrationList.listen(() => undefined);
    setRegistrationFilter('track', 'messaging');
    setRegistrationFilter('step', 'a2p_use_case');
    setRegistrationPage(2);
    setRegistrationFilter('late', true);
    expect(location.search).toBe('?track=messaging&step=a2p_use_case&late=true');
    setRegistrationFilter('track', 'campaign');
    setRegistrationFilter('late', false);
    setRegistrationFilter('status', []);
    expect($registrationList.get()).toEqual({ search: '', page: 1, filters: { track: 'campaign' } });
    unbind();
  });
});
