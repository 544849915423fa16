import { describe, expect, it } from 'vitest';
import { accountOverviewRules, minutesAsDays } from '../../src/shared/accountRules.ts';
import { firstError } from '../../src/shared/validation.ts';

describe('the overview day counts', () => {
  it('shows minutes as days to four places', () => {
    expect(minutesAsDays(480)).toBe('0.3333');
    expect(minutesAsDays(2880)).toBe('2');
    expect(minutesAsDays(720)).toBe('0.5');
  });

  it('takes whole days for the window and part days in advance, with one message for a word', () => {
    expect(firstError(accountOverviewRules.appointment_request_window_days, '1.5')).toBe(
      'A valid integer is required.',
    );
    expect(firstError(accountOverviewRules.appointment_request_window_days, 'two')).toBe('Value must be a number.');
    expect(firstError(accountOverviewRules.requests_time_in_advance_minutes, '0.3333')).toBeUndefined();
  });
});
