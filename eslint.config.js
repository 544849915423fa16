// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The modules of src/shared that build zod schemas (the API's contracts), found by what they import. */
const ZOD_CONTRACTS = readdirSync(new URL('src/shared', import.meta.url))
  .filter((file) => /from 'zod'/.test(readFileSync(new URL(`src/shared/${file}`, import.meta.url), 'utf8')))
  .map((file) => `**/shared/${file}`);

/** Import direction of ARCHITECTURE.md: ui <- api/stores <- islands <- pages; shared <- server and api. */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([pattern, message]) => ({ group: [pattern], message })) }],
});
const APP = (dir) => [`**/${dir}/**`, `**/${dir}`];
const rule = (dirs, message) => dirs.flatMap((dir) => APP(dir).map((p) => [p, message]));

const ISLANDS = path.resolve('src/islands');

/**
 * Each area folder of src/islands (accounts, monitor, tcr, signed-out…) imports no other area: what two areas need
 * moves down into src/ui, src/api or src/stores. shell/ is what every signed-in screen stands in, so any area may
 * import it, and it imports no area.
 */
const areaBoundaries = {
  meta: { type: 'problem', messages: { crossArea: 'src/islands/{{from}} may not import src/islands/{{to}}: {{why}}' } },
  create(context) {
    const areaOf = (file) => {
      const relative = path.relative(ISLANDS, file);
      return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
    };
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from || (to === 'shell' && from !== 'shell')) return;
      const why =
        from === 'shell' ? 'the shell imports no area.' : 'move what both need into src/ui, src/api or src/stores.';
      context.report({ node: node.source, messageId: 'crossArea', data: { from, to, why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.data/', 'storybook-static/', 'drizzle/', 'node_modules/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our widgets may take autoFocus where a screen has one obvious first field (sign in); raw elements may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/ui/**'],
    rules: forbid(
      ...rule(['shared', 'api', 'stores', 'islands', 'pages', 'layouts', 'server'], 'src/ui knows nothing of the app.'),
      ['lucide-react/*', "Import icons by name from 'lucide-react': one way, and it tree-shakes to the icons used."],
    ),
  },
  {
    files: ['src/shared/**'],
    rules: forbid(
      ...rule(['ui', 'api', 'stores', 'islands', 'pages', 'layouts', 'server'], 'src/shared imports zod only.'),
    ),
  },
  {
    // The zod contract modules of src/shared reach the browser only as types: zod would add ~25 KB gzip.
    files: ['src/api/**', 'src/stores/**', 'src/islands/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', ...ZOD_CONTRACTS],
              allowTypeImports: true,
              message:
                'Import zod contracts as types only in the console (import type …); values live in zod-free modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/stores/**'],
    rules: forbid(...rule(['ui', 'islands', 'pages', 'layouts', 'server'], 'api and stores sit below the islands.')),
  },
  {
    files: ['src/islands/**'],
    rules: {
      // Islands compose src/ui; they style nothing themselves.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='style']", message: 'Islands do not style: use a src/ui widget or prop.' },
        {
          selector: "JSXAttribute[name.name='className']",
          message: 'Islands do not style: use a src/ui widget or prop.',
        },
      ],
    },
  },
  {
    files: ['src/islands/**'],
    rules: forbid(
      ...rule(['pages', 'layouts', 'server'], 'Islands compose ui, api, stores and shared only.'),
      ['**/*Screen', 'Islands never import each other; share through src/islands/shell or src/ui.'],
      ['**/*Screen.tsx', 'Islands never import each other; share through src/islands/shell or src/ui.'],
    ),
  },
  {
    files: ['src/islands/**'],
    plugins: { islands: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'islands/area-boundaries': 'error' },
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      ...rule(['ui', 'api', 'stores', 'islands', 'pages', 'layouts'], 'The server never imports the console.'),
    ),
  },
);
