// Bundles the server and its CLIs into dist/server (ESM, dependencies left in node_modules).
//
// The demo catalogue generator (tools/demo-catalogue) is its own file, demo-catalogue.mjs: the
// server reaches it only through a dynamic import (and the seed CLI through the tool's front
// door), which the plugin below turns into an import of that file instead of inlining it. So main.mjs does not carry the generator,
// and a built server can still seed an empty database (`npm start` on a fresh data folder).
import { build } from 'esbuild';
import path from 'node:path';

const demoCatalogue = path.resolve('tools/demo-catalogue');

/** `import('…/demo-catalogue')` → `import('./demo-catalogue.mjs')`, left external. */
const demoCatalogueApart = {
  name: 'demo-catalogue-apart',
  setup(b) {
    b.onResolve({ filter: /\/demo-catalogue$/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (path.resolve(args.resolveDir, args.path) !== demoCatalogue) return undefined;
      return { path: './demo-catalogue.mjs', external: true };
    });
  },
};

// The sheet worker (src/server/catalog-io/sheet-worker.ts) is an entry of its own,
// dist/server/sheet-worker.mjs: worker_threads start it from a file. From the sources, the module
// that names it points at the .ts file and tsx's require hook; here it is replaced with one naming
// the built file beside the bundle that imports it.
const sheetWorkerEntry = path.resolve('src/server/catalog-io/sheet-worker-entry.ts');
const sheetWorkerBuilt = {
  name: 'sheet-worker-built',
  setup(b) {
    b.onLoad({ filter: /sheet-worker-entry\.ts$/ }, (args) => {
      if (args.path !== sheetWorkerEntry) return undefined;
      return {
        loader: 'js',
        contents:
          "export const sheetWorkerEntry = () => ({ file: new URL('./sheet-worker.mjs', import.meta.url), execArgv: [] });",
      };
    });
  },
};

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    users: 'src/server/cli/users.ts',
    seed: 'tools/demo-catalogue/cli.ts',
    'demo-catalogue': 'tools/demo-catalogue/index.ts',
    'sheet-worker': 'src/server/catalog-io/sheet-worker.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [demoCatalogueApart, sheetWorkerBuilt],
});
console.log('server built into dist/server');
