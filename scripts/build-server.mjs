// Bundles the server and its CLIs into dist/server (ESM, dependencies left in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    users: 'src/server/cli/users.ts',
    seed: 'src/server/seed/cli.ts',
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
});
console.log('server built into dist/server');
