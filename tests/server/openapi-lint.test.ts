import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

const { Spectral } = spectralCore;

/**
 * Spectral's OpenAPI rules ("recommended"), as API tooling would lint the document. Two rules do not fit this API,
 * and are off for the reason given; everything else must pass without a warning.
 */
const RULES_OFF = {
  // The spec's password reset paths end in a slash (/password_reset/, as the product's clients call them); every
  // path answers with and without one.
  'path-keys-no-trailing-slash': 'off',
  // A staff-only API: there is no public contact to name.
  'info-contact': 'off',
} as const;

describe('OpenAPI document, linted', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it('passes Spectral’s recommended OpenAPI rules: every operation described, tagged, with a server', async () => {
    const spectral = new Spectral();
    // oas is a ruleset at run time; its declared type (its aliases) does not meet RulesetDefinition's.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']], rules: RULES_OFF });
    const document = (await h.get('/api/schema')).body;
    const findings = await spectral.run(document);
    expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  });
});
