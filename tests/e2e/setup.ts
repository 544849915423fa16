import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

// The suite runs the built console with its Content-Security-Policy: a screen that needs something the policy
// refuses fails the test that showed it.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations reported to the console').toEqual([]);
});
