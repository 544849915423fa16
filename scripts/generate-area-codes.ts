/**
 * `npm run generate:area-codes`: rewrites src/shared/areaCodes.ts, the valid bot-number area codes (spec 3 and
 * 5), from the libphonenumber metadata of the installed google-libphonenumber. Run it after updating that
 * package and commit the result; tests/server/area-codes.test.ts fails while the two disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { areaCodesModule, deriveAreaCodes } from './lib/area-codes.ts';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { version } = createRequire(import.meta.url)('google-libphonenumber/package.json') as { version: string };
const target = path.join(ROOT, 'src/shared/areaCodes.ts');
const text = areaCodesModule(deriveAreaCodes(), version);
const before = (() => {
  try {
    return readFileSync(target, 'utf8');
  } catch {
    return '';
  }
})();
writeFileSync(target, text);
console.log(`${path.relative(ROOT, target)}: ${before === text ? 'unchanged' : 'updated'}`);
