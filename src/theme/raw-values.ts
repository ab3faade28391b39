/*
 * Style props write the value of a size, a space, a radius or a font size itself into the page's
 * CSS (`padding-inline:1rem`), not a reference to its token's variable
 * (`padding-inline:var(--spacing-4)`): the site has one theme and no dark mode, so those variables
 * never change, and each reference cost ~10 bytes of every page's inline CSS (a page names them
 * about 300 times; docs/decisions.md, "A Chakra system of our own"). Colours keep their variables:
 * a colour palette (`colorPalette="accent"`) works by setting them per element.
 *
 * It uses Chakra's documented utility config: each utility that took its values from one of these
 * token categories (`values: 'spacing'`) gets the category's values as a map instead.
 *
 * The tokens of those categories then keep a variable only where Chakra's registered recipes name
 * one by its path (`'--input-height': 'sizes.10'`, `{zIndex.popover}`), which Chakra writes as
 * `var(--sizes-10)`: every other one of them was ~2.5 KB of every page's inline CSS that nothing
 * read (`RAW_TOKENS_NAMED_BY_PATH`, checked by src/theme/system.test.ts).
 */
import type { SystemConfig } from '@chakra-ui/react';

/** The token categories whose values are written as they are. */
export const RAW_CATEGORIES = [
  'spacing',
  'sizes',
  'radii',
  'fontSizes',
  'fontWeights',
  'lineHeights',
  'letterSpacings',
  'zIndex',
] as const;
type RawCategory = (typeof RAW_CATEGORIES)[number];
const isRaw = (category: unknown): category is RawCategory =>
  (RAW_CATEGORIES as readonly unknown[]).includes(category);

/**
 * The tokens of the raw categories that Chakra's registered recipes and styles name by their path
 * (in a custom property's value or a `{…}` reference): only these keep a CSS variable. A recipe
 * registered later that names another one fails `system.test.ts` until it is added here.
 */
export const RAW_TOKENS_NAMED_BY_PATH: readonly string[] = [
  'sizes.2',
  'sizes.3',
  'sizes.4',
  'sizes.5',
  'sizes.7',
  'sizes.8',
  'sizes.9',
  'sizes.10',
  'sizes.11',
  'sizes.12',
  'sizes.16',
  'zIndex.popover',
];

/** Token definitions by category, as `defineTokens` takes them (only flat groups are read). */
type Tokens = object;
type Utilities = NonNullable<SystemConfig['utilities']>;

const REFERENCE = /\{([a-zA-Z]+)\.([^}]+)\}/g;

/**
 * Each raw category's values by name, as Chakra's token dictionary resolves them: references to
 * other tokens (`{radii.sm}`) replaced by their values, the negative spaces (`-4`) it adds, and
 * the `breakpoint-*` sizes it makes from the breakpoints.
 */
export function rawTokenValues(
  tokens: Tokens,
  semanticTokens: Tokens,
  breakpoints: Record<string, string>,
): Record<RawCategory, Record<string, string>> {
  const group = (definitions: Tokens, category: string) =>
    Object.entries((definitions as Record<string, object | undefined>)[category] ?? {}) as [
      string,
      { value?: unknown },
    ][];
  const plain = (category: string) =>
    Object.fromEntries(
      [...group(tokens, category), ...group(semanticTokens, category)].map(([name, token]) => [
        name,
        String(token.value),
      ]),
    );
  const byCategory: Record<string, Record<string, string>> = Object.fromEntries(
    RAW_CATEGORIES.map((category) => [category, plain(category)]),
  );
  const resolve = (value: string, depth = 0): string =>
    depth > 5
      ? value
      : value.replace(REFERENCE, (whole, category: string, name: string) => {
          const target = byCategory[category]?.[name] ?? plain(category)[name];
          return target === undefined ? whole : resolve(target, depth + 1);
        });
  for (const category of RAW_CATEGORIES) {
    for (const [name, value] of Object.entries(byCategory[category])) {
      byCategory[category][name] = resolve(value);
    }
  }
  for (const [name, value] of Object.entries(byCategory.spacing)) {
    if (value !== '0rem') byCategory.spacing[`-${name}`] = `calc(${value} * -1)`;
  }
  for (const [name, value] of Object.entries(breakpoints)) {
    byCategory.sizes[`breakpoint-${name}`] = value;
  }
  return byCategory as Record<RawCategory, Record<string, string>>;
}

/**
 * The utilities of `utilities` that take their values from a raw category, each given that
 * category's values (the rest of each utility's definition stays Chakra's). Each is given as a
 * function (Chakra's `values: (theme) => …` form) returning the category's one map: `createSystem`
 * deep-copies and merges every object of its configs, and 132 utilities' own copies of the maps
 * were ~5 700 entries, four times the rest of the config (the first `createSystem` in Node took
 * ~2 ms longer with them, ~15 ms at the calibrated phone's rate).
 */
export function rawValueUtilities(
  utilities: Utilities,
  values: Record<RawCategory, Record<string, string>>,
): Utilities {
  return Object.fromEntries(
    Object.entries(utilities).flatMap(([property, utility]): [string, Utilities[string]][] => {
      const category = utility?.values;
      if (isRaw(category)) {
        const map = values[category];
        return [[property, { values: () => map }]];
      }
      if (typeof category !== 'function') return [];
      // Values built from categories (`borderSpacing`: the spaces and `auto`) read the maps too.
      const valuesFrom = category;
      const fromMaps: typeof valuesFrom = (theme) =>
        valuesFrom((name) => (isRaw(name) ? values[name] : theme(name)));
      return [[property, { values: fromMaps }]];
    }),
  );
}

/**
 * The token definitions without the raw categories' tokens that no style names by path (their
 * values are in the utilities' maps): Chakra writes a variable for each token it is given.
 */
export function withoutUnnamedRawTokens<T extends Tokens>(definitions: T): T {
  const groups = definitions as Record<string, object | undefined>;
  const kept = Object.fromEntries(
    Object.entries(groups).flatMap(([category, group]) => {
      if (!isRaw(category) || !group) return [[category, group]];
      const namedOnes = Object.entries(group).filter(([name]) =>
        RAW_TOKENS_NAMED_BY_PATH.includes(`${category}.${name}`),
      );
      return namedOnes.length > 0 ? [[category, Object.fromEntries(namedOnes)]] : [];
    }),
  );
  return kept as T;
}
