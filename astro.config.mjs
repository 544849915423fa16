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

const SRC_API_OR_SHARED = /[\\/]src[\\/](api|shared)[\\/]/;

/** The signed-out pages' islands (they hydrate on intent, src/directives/hydrateOnIntent.ts). */
const SIGNED_OUT_ISLANDS = ['SignInScreen', 'ResetPasswordScreen', 'SetNewPasswordScreen'].map((name) =>
  fileURLToPath(new URL(`./src/islands/signed-out/${name}.tsx`, import.meta.url)),
);

/**
 * The modules the signed-out islands import statically (what their hydration loads), read once per chunking pass
 * from the module graph. It follows every import, barrels such as src/ui/index.ts included, so it holds more than
 * these islands use; the `base` group below takes only modules that 20 islands share.
 * @type {WeakMap<object, Set<string>>}
 */
const signedOutPasses = new WeakMap();
/** @param {string} id @param {import('rolldown').ChunkingContext} context */
function signedOutLoads(id, context) {
  // The graph's objects are the same throughout one pass: the first island's record keys that pass's answer.
  const pass = context.getModuleInfo(SIGNED_OUT_ISLANDS[0] ?? '');
  if (!pass) return false;
  let reached = signedOutPasses.get(pass);
  if (!reached) {
    reached = new Set();
    const queue = [...SIGNED_OUT_ISLANDS];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
    signedOutPasses.set(pass, reached);
  }
  return reached.has(id);
}

/**
 * Parts of libraries that pages would load and none uses; in the build each module is replaced by one that does
 * nothing, says it was left out, or hands over what React has:
 * - TanStack Form's event client, which reports every form's state to TanStack's devtools (with no devtools
 *   listening it knocks on `window` a few times and gives up; its `on` and `emit` are all form-core calls): 6 KB,
 *   1 KB brotli a form screen;
 * - TanStack Form's form groups (`form.FormGroup`, `useFormGroup`: a nested form with its own submit), which
 *   `useForm` attaches to every form: 14 KB, 1.6 KB brotli. Field groups (`withFieldGroup`) are another part and stay;
 * - use-sync-external-store's shim (react-aria's landmarks import it) of a hook React 18 and later have.
 * Development (`astro dev`, Storybook, tests) keeps the real modules.
 * @returns {import('vite').Plugin}
 */
function withoutUnusedLibraryParts() {
  const replacements = [
    {
      module: /[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/]EventClient\.js$/,
      code: 'export const formEventClient = { on: () => () => {}, emit: () => {} };',
    },
    {
      module: /[\\/]@tanstack[\\/]react-form[\\/]dist[\\/]esm[\\/]useFormGroup\.js$/,
      code: [
        "const leftOut = () => { throw new Error('Form groups are left out of the build: see withoutUnusedLibraryParts in astro.config.mjs.'); };",
        'export const FormGroup = leftOut;',
        'export const useFormGroup = leftOut;',
      ].join('\n'),
    },
    {
      module: /[\\/]use-sync-external-store[\\/]shim[\\/]index\.js$/,
      code: "export { useSyncExternalStore } from 'react';",
    },
  ];
  return {
    name: 'rescue-console:without-unused-library-parts',
    apply: 'build',
    load: (id) => replacements.find(({ module }) => module.test(id))?.code ?? null,
  };
}

/**
 * Each lazy import carries the list of files its code needs, for the browser to fetch them at once (Vite's
 * modulePreload). Vite lists every one, those the importing chunk has loaded already included: a screen paid up to a
 * KB of brotli for file names the browser skips. This drops those; a dependency the importing chunk does not load
 * itself stays, and the stylesheets are kept as Vite lists them.
 */
function preloadsNotLoadedYet() {
  /** @type {import('rolldown').OutputBundle | undefined} */
  let bundle;
  /** @type {Map<string, Set<string>>} */
  const loads = new Map();
  /** @param {string} file @returns {Set<string>} the chunk and the chunks it imports statically, to the end */
  const loadedWith = (file) => {
    let reached = loads.get(file);
    if (reached) return reached;
    reached = new Set();
    const queue = [file];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') queue.push(...chunk.imports);
    }
    loads.set(file, reached);
    return reached;
  };
  /** @type {(file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[]} */
  const resolveDependencies = (file, deps, { hostId, hostType }) =>
    hostType === 'js' && bundle ? deps.filter((dep) => dep === file || !loadedWith(hostId).has(dep)) : deps;
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'rescue-console:preloads-not-loaded-yet',
    apply: 'build',
    // Astro sets the build's modulePreload itself: this is merged into the browser build's after it.
    configEnvironment: (name) =>
      name === 'client' ? { build: { modulePreload: { resolveDependencies } } } : undefined,
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loads.clear();
      },
    },
  };
  return plugin;
}
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
              { name: 'session', test: SESSION_MODULES, priority: 3 },
              // Modules that many islands and lazy parts share go into one chunk instead of dozens of small ones: a
              // page loads fewer files, and gzip compresses the shared code as a whole (each screen 2 to 10 KB
              // lighter). The count is a tuning knob (`npm run bench:web` shows its effect): below about 16 the
              // lists start paying for the forms' code. It is cut in two: what the signed-out islands load too
              // (React, react-aria's core, the basic widgets) in `base`, the rest (TanStack Query, the signed-in
              // screens' helpers) in `shared`, so signing in does not load what only signed-in screens need (about
              // 10 KB less; a signed-in page, which loads both, pays 1 to 2 KB for the cut, measured with bench:web).
              {
                name: (id, context) => (signedOutLoads(id, context) ? 'base' : null),
                minShareCount: 20,
                priority: 2,
              },
              {
                // The API client and the texts it needs, which fewer islands import directly: without this group
                // `shared` would take them along with its own API modules, and signing in would load it.
                name: (id, context) => (signedOutLoads(id, context) && SRC_API_OR_SHARED.test(id) ? 'base' : null),
                minShareCount: 4,
                priority: 2,
              },
              { name: 'shared', minShareCount: 20, priority: 1 },
            ],
          },
        },
      },
    },
    // The console is in English: ship react-aria's strings for en-US only.
    plugins: [
      vanillaExtractPlugin(),
      optimizeLocales.vite({ locales: ['en-US'] }),
      withoutUnusedLibraryParts(),
      preloadsNotLoadedYet(),
    ],
  },
});
