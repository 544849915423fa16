import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

const { Spectral } = spectralCore;

/**
 * The document linted as API tooling would: Spectral's OpenAPI rules ("recommended") and Redocly's recommended
 * rules. Rules that do not fit this API are off for the reason given; everything else must pass without a warning.
 */
const SPECTRAL_RULES_OFF = {
  // The spec's password reset paths end in a slash (/password_reset/, as the product's clients call them); every
  // path answers with and without one.
  'path-keys-no-trailing-slash': 'off',
  // A staff-only API: there is no public contact to name.
  'info-contact': 'off',
} as const;

const REDOCLY_RULES_OFF = {
  // As path-keys-no-trailing-slash above.
  'no-path-trailing-slash': 'off',
  // A staff-only API: it has no public licence to name.
  'info-license': 'off',
} as const;

describe('OpenAPI document, linted', () => {
  let h: Harness;
  let source: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    source = (await h.get('/api/schema')).body;
  });
  afterAll(() => h?.close());

  it('passes Spectral’s recommended OpenAPI rules: every operation described, tagged, with a server', async () => {
    const spectral = new Spectral();
    // oas is a ruleset at run time; its declared type (its aliases) does not meet RulesetDefinition's.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']], rules: SPECTRAL_RULES_OFF });
    const findings = await spectral.run(JSON.parse(source));
    expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  });

  it('passes Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: REDOCLY_RULES_OFF });
    const problems = await lintFromString({ source, absoluteRef: 'schema.json', config });
    expect(problems.map((p) => `${p.ruleId} (${p.severity}) at ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual(
      [],
    );
  });
});
