import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { areaCodesModule, deriveAreaCodes } from '../../scripts/lib/area-codes.ts';
import { isValidAreaCode, VALID_AREA_CODES } from '../../src/shared/areaCodes.ts';

describe('valid area codes (src/shared/areaCodes.ts)', () => {
  it('holds the US and Puerto Rico geographic codes only', () => {
    expect(VALID_AREA_CODES.size).toBeGreaterThan(300);
    for (const code of ['787', '939', '212', '305', '907', '808']) expect(isValidAreaCode(code)).toBe(true);
    // Toll-free, premium, Canada, the Caribbean, US territories, unassigned.
    for (const code of ['800', '888', '900', '416', '604', '876', '809', '671', '340', '555', '999', '000', '78']) {
      expect(isValidAreaCode(code)).toBe(false);
    }
  });

  it('is what `npm run generate:area-codes` makes from the installed libphonenumber', { timeout: 30_000 }, () => {
    const { version } = createRequire(import.meta.url)('google-libphonenumber/package.json') as { version: string };
    const committed = readFileSync(new URL('../../src/shared/areaCodes.ts', import.meta.url), 'utf8');
    expect(committed).toBe(areaCodesModule(deriveAreaCodes(), version));
  });
});
