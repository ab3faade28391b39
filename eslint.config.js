// Lint: typescript-eslint, React hooks, jsx-a11y, and the import boundaries of ARCHITECTURE.md §3.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const importX = require('eslint-plugin-import-x');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

// One zone per feature, generated from the folder list so a new feature is covered at once:
// a feature never imports another feature.
const featuresDir = path.join(__dirname, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// Every feature has a front door: the rest of the app imports `@/features/<name>`, nothing deeper.
const doorless = features.filter(
  (name) => !fs.existsSync(path.join(featuresDir, name, 'index.ts')),
);
if (doorless.length)
  throw new Error(`Every feature needs a front door: add src/features/{${doorless}}/index.ts`);

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other: move the shared part to src/components or src/lib.',
}));

const sharedLayers = ['components', 'lib', 'stores', 'theme', 'config'];
const clientDirs = ['app', 'start', 'features', 'testing', ...sharedLayers].map(
  (d) => `./src/${d}`,
);
/** What of the start-up (src/start/README.md) the rest of the client may import. */
const startParts = ['./hydration.tsx', './scroll-hold.ts', './lazy-with-preload.tsx'];
const boundaryZones = [
  ...featureZones,
  { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
  ...sharedLayers.flatMap((layer) => [
    {
      target: `./src/${layer}`,
      from: './src/features',
      message: 'Shared layers never import features.',
    },
    {
      target: `./src/${layer}`,
      from: './src/app',
      message: 'Shared layers never import the app layer.',
    },
  ]),
  {
    target: ['./src/features', ...sharedLayers.map((layer) => `./src/${layer}`)],
    from: './src/start',
    except: startParts,
    message:
      'Of the start-up, import only its hydration, scroll hold and lazy-with-preload (src/start/README.md).',
  },
  {
    target: startParts.map((part) => `./src/start/${part.slice(2)}`),
    from: ['./src/app', './src/features'],
    message: 'The start-up parts the features use import no app or feature.',
  },
  { target: clientDirs, from: './src/server', message: 'Client code never imports the server.' },
  { target: './src/server', from: clientDirs, message: 'The server never imports client code.' },
  {
    target: './src/shared',
    from: [...clientDirs, './src/server'],
    message: 'src/shared imports nothing local.',
  },
];

/**
 * Import paths (no-restricted-imports; one list, since a later config block replaces a rule's
 * options instead of merging them): no deep import into a feature from outside it, and no import
 * that climbs more than two folders (`@/…` instead; `node scripts/codemods/imports.mjs` rewrites).
 */
const importPathPatterns = [
  {
    regex: '(^@/|/)features/[^/]+/.',
    message: 'Import a feature through its front door: @/features/<name> (its index.ts).',
  },
  {
    regex: '^(\\.\\./){3,}',
    message: 'Climb at most two folders: use the @/ alias (node scripts/codemods/imports.mjs).',
  },
];
/**
 * The public side's slot recipes (src/theme/slot-recipes.ts): one of the theme entry's imports
 * Chakra's anatomy module, which builds every component's anatomy as it is evaluated, in the
 * start-up's scripts or in the first tap that opens a dialog (docs/decisions.md, "A Chakra system
 * of our own, from published entry points"). The admin area's chunks may take them from the theme entry.
 */
const slotRecipeImports = [
  {
    group: ['@chakra-ui/react/theme'],
    importNamePattern: 'SlotRecipe$',
    message:
      'Copy the slot recipe into src/theme, its parts written out: slot-recipes.ts, or a module of its own for a lazily loaded part (dialog-recipe.ts).',
  },
  {
    group: ['@chakra-ui/react/anatomy'],
    message:
      "Chakra's anatomy module builds every component's anatomy: write the parts out (src/theme/slot-recipes.ts).",
  },
];
const clientImportPaths = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed hooks from src/lib/hooks.ts.',
  },
  {
    name: 'framer-motion',
    importNames: ['motion'],
    message: 'Use LazyMotion with m.* to keep the bundle small.',
  },
];
/** Chakra's buttons, whose variant and size the site writes once in the global styles. */
const chakraButtons = {
  name: '@chakra-ui/react',
  importNames: ['Button', 'IconButton', 'CloseButton'],
  message:
    "Use @/components/ui/button: its variant and size looks are in the page's global styles.",
};

/**
 * Syntax src/ may not use (no-restricted-syntax; one list per files pattern, for the same reason as
 * importPathPatterns). The demo catalogue is a tool, not part of the server's runtime: src reaches
 * it only through a dynamic import (src/server/bootstrap.ts), which the server build keeps in a
 * file of its own.
 */
const toolsImport = {
  selector:
    'ImportDeclaration[source.value=/(^|\\/)tools\\//], ExportAllDeclaration[source.value=/(^|\\/)tools\\//], ExportNamedDeclaration[source.value=/(^|\\/)tools\\//]',
  message: 'Load tools/ only with a dynamic import().',
};
const ROUTE_QUERY_MESSAGE =
  'Routes do not query the database: move the query into src/server/db/repositories.';
/** Kysely's query builders and its `sql` tag, which only the repositories call. */
const routeQueries = [
  {
    selector:
      'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: ROUTE_QUERY_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: ROUTE_QUERY_MESSAGE },
  { selector: "MemberExpression[object.name='sql']", message: ROUTE_QUERY_MESSAGE },
];

module.exports = tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the modules an import leads to (no-cycle follows them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The `@/` alias resolves too: an unresolved import would escape the boundary zones.
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [path.join(__dirname, 'src')] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // No import cycle, type-only and dynamic imports included: a cycle is a layer that leaks.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: importPathPatterns }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/server/**', 'src/shared/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [...clientImportPaths, chakraButtons],
          patterns: [...importPathPatterns, ...slotRecipeImports],
        },
      ],
    },
  },
  {
    // The admin area's own chunks, and the table only it shows.
    files: ['src/features/admin*/**', 'src/components/ui/responsive-table.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...clientImportPaths, chakraButtons], patterns: importPathPatterns },
      ],
    },
  },
  {
    files: ['src/components/ui/button.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: clientImportPaths, patterns: [...importPathPatterns, ...slotRecipeImports] },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-syntax': ['error', toolsImport] },
  },
  // A route answers through the repositories (src/server/db/repositories): it writes no query.
  {
    files: ['src/server/routes/**'],
    rules: {
      'no-restricted-syntax': ['error', toolsImport, ...routeQueries],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // Its types (a transaction's, say) may pass through a route; its values may not.
          paths: [{ name: 'kysely', message: ROUTE_QUERY_MESSAGE }],
          patterns: [{ group: ['kysely/*'], message: ROUTE_QUERY_MESSAGE }],
        },
      ],
    },
  },
  // Migrations are frozen in time and typed Kysely<any> on purpose.
  {
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/lib/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: importPathPatterns }] },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['scripts/**', 'bench/**', 'src/server/cli/**', 'tools/demo-catalogue/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
