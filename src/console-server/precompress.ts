/**
 * Brotli and gzip copies of the built console's text assets, made once at build time at the highest levels (a
 * server compressing per request must settle for fast levels): `app.js` gets `app.js.br` and `app.js.gz` beside
 * it, and the console server sends the one the browser accepts (@fastify/static's `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/**
 * Smaller files gain less than the headers an encoding costs (Content-Encoding and Vary, about 40 bytes). From
 * 256 bytes up brotli saves more: the many small chunks of a page's scripts (a few hundred bytes each) lose 30 to
 * 50% on the wire.
 */
export const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes the .br and .gz of every compressible file of `dir` (recursively); returns how many files it did. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
