import { describe, expect, it } from 'vitest';
import { currentPasswordError, needsCurrentPassword } from '../../src/shared/validation.ts';

describe('the current password of an own password or email change', () => {
  it('is needed for a typed password or another email, and not for the saved email', () => {
    expect(needsCurrentPassword({ password: '', email: 'me@rescue.test' }, 'me@rescue.test')).toBe(false);
    expect(needsCurrentPassword({ password: '', email: ' me@rescue.test ' }, 'me@rescue.test')).toBe(false);
    expect(needsCurrentPassword({ password: 'x', email: 'me@rescue.test' }, 'me@rescue.test')).toBe(true);
    expect(needsCurrentPassword({ password: '', email: 'you@rescue.test' }, 'me@rescue.test')).toBe(true);
  });

  it('is required only while needed', () => {
    expect(currentPasswordError('', true)).toBe('The current password is required');
    expect(currentPasswordError('secret', true)).toBeUndefined();
    expect(currentPasswordError('', false)).toBeUndefined();
  });
});
