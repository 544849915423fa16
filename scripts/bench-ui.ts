/**
 * `npm run bench:ui`: what a page pays for the design system. Builds, for production and in one Vite build
 * (shared chunks split as in the console), a page that renders only a Button, one with a DataTable and one
 * with a ComboBox, each importing from the `src/ui` barrel as islands do, and prints each
 * page's JavaScript gzip-compressed (level 6), React and ReactDOM included (`reactOnly` is React alone). Chunks loaded on demand (sonner)
 * are not counted.
 */
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build, type Rollup } from 'vite';
import { ROOT } from './lib/stack.ts';

const ui = `${ROOT}/src/ui/index.ts`;
const mount = `import { createRoot } from 'react-dom/client';
const root = createRoot(document.getElementById('root'));`;

/** One page per widget; each renders the widget as a screen would. */
const pages: Record<string, string> = {
  reactOnly: `${mount}
root.render(<button type="button">Save</button>);`,
  button: `${mount}
import { Button } from '${ui}';
root.render(<Button variant="primary" onPress={() => console.log('saved')}>Save</Button>);`,
  dataTable: `${mount}
import { DataTable } from '${ui}';
const rows = [1, 2, 3].map((id) => ({ id, name: 'Clinic ' + id }));
root.render(<DataTable aria-label="Accounts" items={rows} getKey={(r) => r.id} getRowHref={(r) => '/app/accounts/' + r.id}
  columns={[{ id: 'name', header: 'Name', cell: (r) => r.name }]} />);`,
  comboBox: `${mount}
import { ComboBox, ComboBoxItem } from '${ui}';
root.render(
  <ComboBox label="Parent account" items={[{ id: 1, name: 'Clinic 1' }]}>
    {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
  </ComboBox>,
);`,
};

const virtual = (name: string) => `\0bench-ui:${name}.tsx`;
const result = await build({
  root: ROOT,
  configFile: false,
  logLevel: 'warn',
  plugins: [
    {
      name: 'bench-ui-pages',
      resolveId: (id) => (id.startsWith('bench-ui:') ? `\0${id}.tsx` : undefined),
      load: (id) => {
        const name = Object.keys(pages).find((page) => id === virtual(page));
        return name ? pages[name] : undefined;
      },
    },
    react(),
    vanillaExtractPlugin(),
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  build: {
    write: false,
    minify: true,
    cssCodeSplit: true,
    rollupOptions: { input: Object.fromEntries(Object.keys(pages).map((name) => [name, `bench-ui:${name}`])) },
  },
});

const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
const chunks = new Map(
  output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
);
const gzip = (code: string) => gzipSync(code, { level: 6 }).length;

/** An entry's own chunk and every chunk it imports statically, each counted once. */
function staticClosure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

console.log('page          JS gzip   (files)');
for (const chunk of chunks.values()) {
  if (!chunk.isEntry) continue;
  const files = [...staticClosure(chunk.fileName)];
  const bytes = files.reduce((sum, file) => sum + gzip(chunks.get(file)!.code), 0);
  console.log(`${chunk.name.padEnd(12)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  (${files.length})`);
}
