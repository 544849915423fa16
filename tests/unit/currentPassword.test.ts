import { describe, expect, it } from 'vitest';
import { currentPasswordError, needsCurrentPassword } from '../../src/shared/userRules.ts';

describe('the current password of an own password, email or username change', () => {
  const saved = { email: 'me@rescue.test', username: 'me' };

  it('is needed for a typed password or another email, and not for the saved email', () => {
    expect(needsCurrentPassword({ password: '', email: 'me@rescue.test' }, saved)).toBe(false);
    expect(needsCurrentPassword({ password: '', email: ' me@rescue.test ' }, saved)).toBe(false);
    expect(needsCurrentPassword({ password: 'x', email: 'me@rescue.test' }, saved)).toBe(true);
    expect(needsCurrentPassword({ password: '', email: 'you@rescue.test' }, saved)).toBe(true);
  });

  it('is needed for another username, and not for the saved one or none', () => {
    expect(needsCurrentPassword({ password: '', email: 'me@rescue.test', username: 'me' }, saved)).toBe(false);
    expect(needsCurrentPassword({ password: '', email: 'me@rescue.test', username: 'you' }, saved)).toBe(true);
  });

  it('is required only while needed', () => {
    expect(currentPasswordError('', true)).toBe('The current password is required');
    expect(currentPasswordError('secret', true)).toBeUndefined();
    expect(currentPasswordError('', false)).toBeUndefined();
  });
});
