import { describe, expect, it } from 'vitest';
import { accountRegistrationTexts } from '../../src/shared/accountRegistrationTexts.ts';

const { checked } = accountRegistrationTexts;

describe('what Check now says it came to', () => {
  it('tells the changes, the tracks no provider answered for and the answers not recorded apart', () => {
    expect(checked({ asked: 0, changed: 0, unreachable: 0, unrecorded: 0 })).toBe('Nothing waits on a provider.');
    expect(checked({ asked: 3, changed: 0, unreachable: 0, unrecorded: 0 })).toBe(
      'Checked with the providers: no change.',
    );
    expect(checked({ asked: 3, changed: 1, unreachable: 1, unrecorded: 0 })).toBe(
      'Checked with the providers: a status changed. 1 could not be asked: the console asks again on its own.',
    );
    expect(checked({ asked: 3, changed: 2, unreachable: 0, unrecorded: 1 })).toBe(
      'Checked with the providers: 2 statuses changed. 1 answered but could not be recorded: the console asks ' +
        'again on its own.',
    );
  });
});
