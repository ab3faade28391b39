import { tables, themeTables } from './tables';

/** A fresh copy of ./tables, imported with `__THEME_TABLES__` defined as the client's build does. */
function tablesAsBuilt(json: string) {
  const global = globalThis as { __THEME_TABLES__?: string };
  global.__THEME_TABLES__ = json;
  try {
    let built: typeof tables | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, read with the variable set
      built = (require('./tables') as typeof import('./tables')).tables;
    });
    return built!;
  } finally {
    delete global.__THEME_TABLES__;
  }
}

test('without a build, the tables are computed from the definitions', () => {
  expect(tables).toEqual(themeTables());
  expect(tables.colours['brand.600']).toBe('#237031');
  expect(tables.rawValues.spacing['4']).toBe('1rem');
  expect(tables.rawValues.spacing['-4']).toBe('calc(1rem * -1)');
  expect(tables.semanticTokens.colors.accent.solid).toEqual({ value: '#237031' });
});

test("the build's JSON copy of the tables is the tables themselves", () => {
  // What webpack.config.js puts in the client's bundle: JSON keeps every value of the tables.
  const json = JSON.stringify(themeTables());
  expect(JSON.parse(json)).toEqual(themeTables());
  // And the client reads that copy instead of computing them.
  const changed = { ...themeTables(), colours: { 'brand.600': '#000000' } };
  expect(tablesAsBuilt(JSON.stringify(changed)).colours).toEqual({ 'brand.600': '#000000' });
});
