// @ts-check
import path from 'node:path';

/**
 * The house's import rules (ARCHITECTURE.md, "The parts"), as one ESLint plugin. The zones are resolved on the
 * imported file's real folder, not on glob patterns, so each wrong import is reported once, and they hold in .astro
 * files (pages and layouts) as in TypeScript.
 */

const SRC = path.resolve('src');
const ISLANDS = path.join(SRC, 'islands');

/** Which parts of src/ each part may not import, and why. Imports run ui <- api/stores <- islands <- pages. */
const ZONES = {
  ui: {
    forbidden: ['shared', 'api', 'stores', 'islands', 'pages', 'layouts', 'server', 'console-server'],
    why: 'src/ui knows nothing of the app.',
  },
  shared: {
    forbidden: ['ui', 'api', 'stores', 'islands', 'pages', 'layouts', 'server', 'console-server'],
    why: 'src/shared is imported by the console and the server, and imports zod only.',
  },
  stores: {
    forbidden: ['ui', 'api', 'islands', 'pages', 'layouts', 'server', 'console-server'],
    why: 'stores hold client state; src/api reads them, never the other way round.',
  },
  api: {
    forbidden: ['ui', 'islands', 'pages', 'layouts', 'server', 'console-server'],
    why: 'src/api sits below the islands and knows no widget.',
  },
  islands: {
    forbidden: ['pages', 'layouts', 'server', 'console-server'],
    why: 'islands compose ui, api, stores and shared only.',
  },
  layouts: {
    forbidden: ['pages', 'server', 'console-server'],
    why: 'layouts frame pages; they import no page and nothing of the API.',
  },
  pages: {
    forbidden: ['ui', 'api', 'stores', 'server', 'console-server'],
    why: 'a page is a layout and one island: what it shows comes through them.',
  },
  server: {
    forbidden: ['ui', 'api', 'stores', 'islands', 'pages', 'layouts', 'console-server'],
    why: 'the server never imports the console.',
  },
  'console-server': {
    forbidden: ['ui', 'api', 'stores', 'islands', 'pages', 'server'],
    why: 'the console server serves the built pages; it shares only the layouts’ policy and settings.',
  },
};

/** Packages a part may not import, and why. */
const PACKAGES = {
  islands: [
    {
      match: (source) => source === 'react-aria-components' || source.startsWith('react-aria-components/'),
      why: 'islands compose src/ui widgets; react-aria-components is wrapped there, once.',
    },
  ],
};

/** The part of src/ a file is in ('ui', 'islands'…), or null outside src/. */
const partOf = (file) => {
  const relative = path.relative(SRC, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
};

/** The area of src/islands a file is in ('accounts', 'tcr', 'shell'…), or null outside an area. */
const areaOf = (file) => {
  const relative = path.relative(ISLANDS, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
};

/** Calls `check(node, source)` for every import, re-export and dynamic import of a module. */
const eachImport = (check) => {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string') check(node.source, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
};

/** The parts table above. */
const importZones = {
  meta: {
    type: 'problem',
    messages: {
      part: 'src/{{from}} may not import src/{{to}}: {{why}}',
      package: 'src/{{from}} may not import {{source}}: {{why}}',
      screen: 'A screen is what a page mounts; islands never import one (share through src/islands/shell or src/ui).',
    },
  },
  create(context) {
    const from = partOf(context.filename);
    if (!from || !ZONES[from]) return {};
    return eachImport((node, source) => {
      if (!source.startsWith('.')) {
        const refused = PACKAGES[from]?.find((entry) => entry.match(source));
        if (refused) context.report({ node, messageId: 'package', data: { from, source, why: refused.why } });
        return;
      }
      const target = path.resolve(path.dirname(context.filename), source);
      const to = partOf(target);
      if (to && to !== from && ZONES[from].forbidden.includes(to)) {
        context.report({ node, messageId: 'part', data: { from, to, why: ZONES[from].why } });
      } else if (from === 'islands' && /Screen(\.tsx)?$/.test(target)) {
        context.report({ node, messageId: 'screen' });
      }
    });
  },
};

/**
 * Each area folder of src/islands (accounts, monitor, tcr, signed-out…) imports no other area: what two areas need
 * moves down into src/ui, src/api or src/stores. shell/ is what every signed-in screen stands in, so any area may
 * import it, and it imports no area.
 */
const areaBoundaries = {
  meta: { type: 'problem', messages: { crossArea: 'src/islands/{{from}} may not import src/islands/{{to}}: {{why}}' } },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    return eachImport((node, source) => {
      if (!source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from || (to === 'shell' && from !== 'shell')) return;
      const why =
        from === 'shell' ? 'the shell imports no area.' : 'move what both need into src/ui, src/api or src/stores.';
      context.report({ node, messageId: 'crossArea', data: { from, to, why } });
    });
  },
};

export const houseRules = { rules: { 'import-zones': importZones, 'area-boundaries': areaBoundaries } };
