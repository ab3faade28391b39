/*
 * Style props write the value of a size, a space, a radius, a font size, a shadow, a duration or
 * an easing itself into the page's CSS (`padding-inline:1rem`), not a reference to its token's
 * variable (`padding-inline:var(--spacing-4)`): the site has one theme and no dark mode, so those
 * variables never change, and each reference cost ~10 bytes of every page's inline CSS (a page
 * names them about 300 times; docs/decisions.md, "A Chakra system of our own"). Colours too, but
 * for the ones something reads through a variable (a colour palette's roles: see the colours'
 * part below).
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
  'shadows',
  'durations',
  'easings',
  'animations',
  'cursor',
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
 * ~2 ms longer with them, ~15 ms at the calibrated phone's rate). Chakra calls each function a second
 * time with a theme that answers every category with its type's name, and keeps a set of the
 * answer's keys for its typegen: that call gets the one type key, not the category's map (5 786
 * keys in 141 sets at each `createSystem` until 2026-11-27, 178 since).
 */
export function rawValueUtilities(
  utilities: Utilities,
  values: Record<RawCategory, Record<string, string>>,
  colours: Record<string, string>,
): Utilities {
  // What each function of values gives, per system (`theme`): the 28 colour utilities share
  // Chakra's one `colorValues`, which copies every colour into a new object at each call.
  const computed = new WeakMap<object, Map<object, unknown>>();
  return Object.fromEntries(
    Object.entries(utilities).flatMap(([property, utility]): [string, Utilities[string]][] => {
      const category = utility?.values;
      if (isRaw(category)) {
        const map = values[category];
        // The typegen's call (see above) gets the category's type, not the map.
        const rawValues = (theme: (path: string) => unknown): Record<string, string> => {
          const own = theme(category);
          return isTypeQuery(own) ? own : map;
        };
        return [[property, { values: rawValues }]];
      }
      if (typeof category !== 'function') return [];
      // Values built from categories (the colours' `colorValues`, `borderSpacing`: the spaces and
      // `auto`) read the maps too: every colour's value, then the colour tokens' variables (the
      // palettes' roles and `colorPalette.*`).
      const valuesFrom = category;
      const fromMaps: typeof valuesFrom = (theme) => {
        // Chakra also calls it with a theme that names each category's type (for its typegen).
        if (isTypeQuery(theme('colors'))) return valuesFrom(theme);
        let ofTheme = computed.get(theme);
        if (!ofTheme) computed.set(theme, (ofTheme = new Map()));
        if (!ofTheme.has(valuesFrom)) {
          const read = (name: string) => {
            if (isRaw(name)) return values[name];
            return name === 'colors' ? { ...colours, ...(theme(name) as object) } : theme(name);
          };
          ofTheme.set(valuesFrom, valuesFrom(read));
        }
        return ofTheme.get(valuesFrom) as ReturnType<typeof valuesFrom>;
      };
      return [[property, { values: fromMaps }]];
    }),
  );
}

const isTypeQuery = (values: unknown): values is Record<string, string> =>
  typeof values === 'object' &&
  values !== null &&
  Object.keys(values).some((key) => key.startsWith('type:'));

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

/*
 * Colours. Chakra's token dictionary made each of the site's 178 colours a token, with a
 * variable in every page's token CSS, and building those tokens was about half of
 * `createSystem`'s time, the start-up's longest task on a phone (docs/decisions.md, "A Chakra
 * system of our own"). A colour is a variable only where something reads it through one:
 *   - the roles of each colour palette (`red.solid`, `accent.fg`…): `colorPalette="red"` sets an
 *     element's `--colors-color-palette-*` variables to the red roles' variables, and Chakra's
 *     recipes read those (`bg: 'colorPalette.solid'`). A palette's shades (`red.500`) are not
 *     among them: no recipe reads `colorPalette.500`;
 *   - the surface roles (`bg`, `fg`, `border`) that a recipe or style names by path
 *     (`'--bg': 'colors.bg.muted'`, `{colors.border}`).
 * Every other colour a style prop names (`color="gray.600"`, `bg="fg.muted"`) is written as its
 * value by the colour utilities' maps, as the sizes and spaces above. A palette's roles keep
 * their values, resolved here (`#dc2626`, not a reference to `red.600`'s variable).
 */

/** Chakra's surface roles: semantic colour groups no `colorPalette` names. */
const SURFACE_COLOURS = ['bg', 'fg', 'border'];

/**
 * The surface colours that Chakra's registered recipes and styles name by path, or with an
 * opacity (`fg.muted/80`, the placeholders' colour: Chakra mixes only a token's variable).
 */
export const COLOURS_NAMED_BY_PATH: readonly string[] = [
  'colors.fg.muted',
  'colors.bg.muted',
  'colors.bg.emphasized',
  'colors.bg.inverted',
  'colors.border',
  'colors.border.error',
];

type ColourDefinitions = Record<string, unknown>;
const isToken = (node: unknown): node is { value: unknown } =>
  typeof node === 'object' && node !== null && 'value' in node;

/** Each colour token's path (`gray.50`, `bg` for `bg.DEFAULT`) and its definition's value. */
function flattenColours(definitions: ColourDefinitions, prefix = ''): [string, string][] {
  return Object.entries(definitions).flatMap(([key, node]): [string, string][] => {
    const path = key === 'DEFAULT' ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (isToken(node)) return [[path, String(node.value)]];
    return node && typeof node === 'object'
      ? flattenColours(node as ColourDefinitions, `${path}.`)
      : [];
  });
}

const COLOUR_REFERENCE = /\{colors\.([^}/]+)(?:\/(\d+))?\}/g;

/** `value` with its colour references replaced by the colours `lookup` gives, as Chakra does. */
function resolveColours(
  value: string,
  lookup: (path: string) => string | undefined,
  depth = 0,
): string {
  return value.replace(COLOUR_REFERENCE, (whole, path: string, opacity: string | undefined) => {
    const target = lookup(path);
    if (target === undefined || depth > 5) return whole;
    const colour = resolveColours(target, lookup, depth + 1);
    // Chakra writes a reference's opacity (`{colors.gray.900/10}`) as a `color-mix`.
    return opacity ? `color-mix(in srgb, ${colour} ${opacity}%, transparent)` : colour;
  });
}

/**
 * Every colour's value by path (`gray.50`, `bg` for `bg.DEFAULT`, `bg.muted`, `accent.solid`),
 * with references to other colours (`{colors.gray.900}`) replaced by their values.
 */
export function rawColourValues(
  tokens: ColourDefinitions,
  semanticTokens: ColourDefinitions,
): Record<string, string> {
  const definitions = new Map([...flattenColours(tokens), ...flattenColours(semanticTokens)]);
  const lookup = (path: string) => definitions.get(path);
  return Object.fromEntries(
    [...definitions].map(([path, value]) => [path, resolveColours(value, lookup)]),
  );
}

/** A token value with its colour references (`{colors.gray.900/10}`) written as values. */
export const withColourValues = (value: string, colours: Record<string, string>) =>
  resolveColours(value, (path) => colours[path]);

/**
 * The colour tokens Chakra is given: the palettes' roles and the surface colours named by path,
 * as semantic tokens holding their values.
 */
export function keptColourTokens(
  semanticTokens: ColourDefinitions,
  colours: Record<string, string>,
): Record<string, Record<string, { value: string }>> {
  return Object.fromEntries(
    Object.entries(semanticTokens).flatMap(([group, roles]) => {
      const surface = SURFACE_COLOURS.includes(group);
      const kept = flattenColours({ [group]: roles }).filter(
        ([path]) => !surface || COLOURS_NAMED_BY_PATH.includes(`colors.${path}`),
      );
      if (kept.length === 0) return [];
      const tokensOfGroup = Object.fromEntries(
        kept.map(([path]) => [
          path === group ? 'DEFAULT' : path.slice(group.length + 1),
          { value: colours[path] },
        ]),
      );
      return [[group, tokensOfGroup]];
    }),
  );
}
