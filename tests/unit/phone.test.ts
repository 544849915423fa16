import { describe, expect, it } from 'vitest';
import { formatPhone, nanpDigits, toE164, usPhoneNumber } from '../../src/shared/phone.ts';

describe('US and Puerto Rico phone numbers', () => {
  it('reads the ten digits however they are typed', () => {
    for (const typed of ['7875550142', '(787) 555-0142', '787.555.0142', '1-787-555-0142', '+17875550142']) {
      expect(nanpDigits(typed), typed).toBe('7875550142');
      expect(toE164(typed), typed).toBe('+17875550142');
    }
  });

  it('refuses what no carrier would route: short, long, or an area code or exchange starting with 0 or 1', () => {
    for (const typed of ['6v', '555-0142', '787555014299', '+13800566173', '1875550142', '7870550142', '27875550142']) {
      expect(nanpDigits(typed), typed).toBeNull();
      expect(toE164(typed), typed).toBe(typed);
    }
  });

  it('gives the form its message, and leaves empty values to required()', () => {
    const rule = usPhoneNumber('Enter a valid US or Puerto Rico phone number.');
    expect(rule('')).toBeUndefined();
    expect(rule('(939) 555-0101')).toBeUndefined();
    expect(rule('939-555')).toBe('Enter a valid US or Puerto Rico phone number.');
  });
});

describe('formatPhone', () => {
  it('shows US and Puerto Rico numbers as (787) 555-0142, with or without +1, and leaves others alone', () => {
    expect(formatPhone('7875550142')).toBe('(787) 555-0142');
    expect(formatPhone('+17875550142')).toBe('(787) 555-0142');
    expect(formatPhone('12345')).toBe('12345');
  });
});
