// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { precompress } from './src/console-server/precompress.ts';

/** @param {string} css @returns {`sha256-${string}`} */
const styleHash = (css) => `sha256-${createHash('sha256').update(css).digest('base64')}`;

/** The stylesheet sonner inserts at run time, read from the installed version. */
function sonnerStyleHash() {
  const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
  const css = /__insertCSS\((".*?[^\\]")\);/s.exec(source)?.[1];
  if (!css) throw new Error("sonner's stylesheet was not found: update sonnerStyleHash in astro.config.mjs.");
  return styleHash(JSON.parse(css));
}

/**
 * The rule react-aria's usePress prepends to <head> (react-aria/dist/private/interactions/usePress.mjs); the e2e
 * suite fails on the CSP violation if an upgrade changes it.
 */
const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/** src/layouts/SignedOut.astro's script and what it imports. */
const SESSION_MODULES =
  /[\\/](src[\\/](stores[\\/]auth|shared[\\/]constants|islands[\\/]signed-out[\\/]redirectWhenSignedIn)\.ts$|node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/])/;

// The console: Astro pages rendered on the server (redirects, runtime config), one React island per screen, served
// through its own front door (src/console-server: security headers on every answer, precompressed assets).
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    {
      // The browser files' brotli and gzip copies, made once here at the highest levels.
      name: 'rescue-console:precompress',
      hooks: {
        'astro:build:done': ({ dir, logger }) => {
          logger.info(`precompressed ${precompress(fileURLToPath(dir))} files (brotli and gzip)`);
        },
      },
    },
    {
      // `client:intent`: hydrate a server-rendered island at the first sign of use (src/directives/hydrateOnIntent.ts).
      name: 'rescue-console:client-intent',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'intent', entrypoint: './src/directives/hydrateOnIntent.ts' }),
      },
    },
  ],
  server: { port: 4321, host: true },
  devToolbar: { enabled: false },
  // Content-Security-Policy on every page, sent as a header (README, Decisions: Security headers). Astro writes
  // script-src and style-src: 'self' plus the hashes of the inline scripts and styles it emits (the island loader,
  // inlined stylesheets); Base.astro adds the color-scheme script's hash, connect-src and frame-src at request time.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      // Two libraries insert a <style> element at run time: sonner (the toasts' stylesheet, with the first toast)
      // and react-aria (usePress's touch-action rule). Each is allowed by the hash of its exact text.
      styleDirective: { hashes: [sonnerStyleHash(), styleHash(REACT_ARIA_PRESS_STYLE)] },
    },
  },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the signed-out pages' own script needs (the signed-in redirect) in a chunk of its own, so their
              // cold load stays that script and not the shared chunk below.
              { name: 'session', test: SESSION_MODULES, priority: 2 },
              // Modules that many islands and lazy parts share go into one chunk instead of dozens of small ones: a
              // page loads fewer files, and gzip compresses the shared code as a whole (each screen 2 to 10 KB
              // lighter). The count is a tuning knob (`npm run bench:web` shows its effect): below about 16 the
              // lists start paying for the forms' code.
              { name: 'shared', minShareCount: 20, priority: 1 },
            ],
          },
        },
      },
    },
    // The console is in English: ship react-aria's strings for en-US only.
    plugins: [vanillaExtractPlugin(), optimizeLocales.vite({ locales: ['en-US'] })],
  },
});
