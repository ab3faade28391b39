import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme';
/* eslint-disable no-restricted-imports -- the theme entry's slot recipes, which the copies in
   slot-recipes.ts are checked against (the test's own import: no bundle holds it) */
import {
  dialogSlotRecipe,
  checkboxSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
/* eslint-enable no-restricted-imports */
import { brand, getSystem } from '.';
import { COLOURS_NAMED_BY_PATH, RAW_CATEGORIES, RAW_TOKENS_NAMED_BY_PATH } from './raw-values';
import { recipeBaseCss, recipes, slotRecipes } from './recipes';
import { dialogSlotRecipe as ownDialogSlotRecipe } from './dialog-recipe';
import { checkboxSlotRecipe as ownCheckboxSlotRecipe } from './checkbox-recipe';
import * as ownSlotRecipes from './slot-recipes';
import { semanticTokens, tokens } from './tokens';

/** The site's TypeScript sources under src/ (path and text), but for those `skip` names. */
const sourceFiles = (skip: (file: string) => boolean = () => false) =>
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !skip(file))
    .map((file) => readFileSync(join('src', file), 'utf8'));

/**
 * Chakra's own resolution of every token of tokens.ts, the ones the site's system leaves out too:
 * a system given them all as tokens, and `resolve`, which replaces its variables by their values
 * in its token CSS (Chakra's references expanded there, `{colors.…/10}` as `color-mix`).
 */
function chakrasOwnValues() {
  const everyToken = createSystem(defaultBaseConfig, {
    theme: { tokens, semanticTokens, breakpoints: { ...breakpoints, nav: '965px' } },
  });
  const variables = new Map(
    Object.entries(
      Object.values(
        everyToken.getTokenCss()['@layer tokens'] as Record<string, Record<string, string>>,
      )[0],
    ),
  );
  const resolve = (value: string): string =>
    value.replace(/var\((--[^)]+)\)/g, (whole, name: string) =>
      variables.has(name) ? resolve(String(variables.get(name))) : whole,
    );
  return { everyToken, resolve };
}

test('the system is built once, on the base config, with the brand palette and global styles', () => {
  const system = getSystem();
  expect(getSystem()).toBe(system);
  expect(system._global).toHaveLength(3); // reset, global CSS, token variables
  expect(system.css({ color: 'brand.600' })).toEqual({ color: '#237031' });
  expect(system.css({ color: 'brand.fg' })).toEqual({ color: 'var(--colors-brand-fg)' });
});

test('one colour scheme: semantic tokens have their light values and no dark rules', () => {
  const tokenCss = JSON.stringify(getSystem().getTokenCss());
  expect(tokenCss).toContain('"--colors-border":"#e4e4e7"');
  expect(tokenCss).toContain('"--colors-red-solid":"#dc2626"');
  expect(tokenCss).not.toContain('.dark');
});

test("a repeated recipe's base is written once, under its class, and its variants stay in the recipe", () => {
  const system = getSystem();
  const globalCss = JSON.stringify(system.getGlobalCss());
  expect(globalCss).toContain('.chakra-button');
  expect(globalCss).toContain('"isolation":"isolate"');
  const button = system.getRecipe('button');
  expect(button.base).toBeUndefined();
  expect(Object.keys(button.variants.variant)).toContain('solid');
});

test("the accent palette is the brand's roles only: seven variables where a palette sets", () => {
  const accent = JSON.stringify(getSystem().css({ colorPalette: 'accent' }));
  expect(accent).toContain('"--colors-color-palette-solid":"var(--colors-accent-solid)"');
  expect(accent.match(/--colors-color-palette-/g)).toHaveLength(7);
  expect(JSON.stringify(getSystem().getTokenCss())).toContain('"--colors-accent-solid":"#237031"');
});

test('every colour the source names is written as a value or a variable (none was trimmed away)', () => {
  const system = getSystem();
  const named = new Set<string>();
  const references = new Set<string>();
  for (const source of sourceFiles((file) => file.startsWith('theme'))) {
    for (const [, palette, shade] of source.matchAll(
      /['"{ ](gray|red|orange|green|blue|whiteAlpha|blackAlpha|brand|sky|accent|bg|fg|border)\.(\d+|solid|contrast|fg|muted|subtle|emphasized|focusRing|border|inverted|panel|error|warning|success|info)\b/g,
    )) {
      named.add(`${palette}.${shade}`);
    }
    for (const [reference] of source.matchAll(/\{colors\.[^}/]+\}/g)) references.add(reference);
  }
  // A reference in a value (`'0 0 0 1px {colors.brand.focusRing}'`) needs a token.
  expect(references.size).toBeGreaterThan(0);
  const unresolvedReferences = [...references].filter(
    (reference) =>
      !JSON.stringify(system.css({ boxShadow: `0 0 0 1px ${reference}` })).includes(
        'var(--colors-',
      ),
  );
  expect(unresolvedReferences).toEqual([]);
  expect(named.size).toBeGreaterThan(20);
  const unresolved = [...named].filter((path) => {
    const { color } = system.css({ color: path }) as { color: string };
    return !/^(#|rgba\(|var\(--colors-)/.test(color);
  });
  expect(unresolved).toEqual([]);
});

test("each colour written as a value is its token's own value (every colour of tokens.ts)", () => {
  const system = getSystem();
  const { everyToken, resolve } = chakrasOwnValues();
  const colours = [...(everyToken.tokens.categoryMap.get('colors') ?? new Map()).entries()].filter(
    ([, token]) => !token.extensions.virtual,
  );
  expect(colours.length).toBeGreaterThan(100);
  for (const [name, token] of colours) {
    const own = resolve(String(token.extensions.cssVar?.ref ?? token.value));
    const { color } = system.css({ color: name }) as { color: string };
    // A palette's role stays a variable, whose value is the colour itself.
    const ours = resolve(color).replace(/^var\((--[^)]+)\)$/, (whole, variable: string) =>
      String(system.tokens.cssVarMap.get('base')!.get(variable) ?? whole),
    );
    expect({ name, colour: ours.toLowerCase() }).toEqual({ name, colour: own.toLowerCase() });
  }
});

test("sizes, spaces, radii and font metrics are written as their values, a palette's roles as variables", () => {
  const system = getSystem();
  expect(
    system.css({
      px: '4',
      mt: '-2',
      w: '10',
      maxW: 'breakpoint-md',
      rounded: 'l2',
      fontSize: 'sm',
      borderSpacing: '2',
    }),
  ).toEqual({
    paddingInline: '1rem',
    marginTop: 'calc(0.5rem * -1)',
    width: '2.5rem',
    maxWidth: '768px',
    borderRadius: '0.25rem',
    fontSize: '0.875rem',
    borderSpacing: '0.5rem',
  });
  expect(system.css({ bg: 'brand.solid' })).toMatchObject({
    background: 'var(--colors-brand-solid)',
  });
  expect(system.css({ bg: 'brand.600', borderColor: 'fg.subtle' })).toMatchObject({
    background: '#237031',
    borderColor: '#a1a1aa',
  });
});

test("each raw value is its token's own value (every token of those categories)", () => {
  const system = getSystem();
  const { everyToken, resolve } = chakrasOwnValues();
  const utilityOf = {
    spacing: 'padding',
    sizes: 'width',
    radii: 'borderRadius',
    fontSizes: 'fontSize',
    fontWeights: 'fontWeight',
    lineHeights: 'lineHeight',
    letterSpacings: 'letterSpacing',
    zIndex: 'zIndex',
    shadows: 'boxShadow',
    durations: 'transitionDuration',
    easings: 'transitionTimingFunction',
    animations: 'animation',
    cursor: 'cursor',
  } as const;
  let checked = 0;
  for (const category of RAW_CATEGORIES) {
    const categoryTokens = [
      ...(everyToken.tokens.categoryMap.get(category) ?? new Map()).entries(),
    ];
    expect(categoryTokens.length).toBeGreaterThan(0);
    for (const [name] of categoryTokens) {
      const property = utilityOf[category];
      const chakras = everyToken.css({ [property]: name }) as Record<string, string>;
      expect({ category, name, css: system.css({ [property]: name }) }).toEqual({
        category,
        name,
        css: { [property]: resolve(String(chakras[property])) },
      });
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(150);
});

test('the sizes, spaces and surface colours recipes name by path keep their variable, and no other one is written', () => {
  const named = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      for (const [, category, name] of value.matchAll(/\{([a-zA-Z]+)\.([^}]+)\}/g)) {
        named.add(`${category}.${name}`);
      }
      const path = /^([a-zA-Z]+)\.(.+)$/.exec(value);
      if (path && key.startsWith('--')) named.add(value);
      // A colour with an opacity (`fg.muted/80`): Chakra mixes the token's variable.
      const mixed = /^([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)\/\d+$/.exec(value);
      if (mixed) named.add(`colors.${mixed[1]}`);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  walk(
    { recipes, slotRecipes, recipeBaseCss, globalCss, textStyles, layerStyles, animationStyles },
    '',
  );
  const namedRaw = [...named].filter((path) =>
    (RAW_CATEGORIES as readonly string[]).includes(path.split('.')[0]),
  );
  expect(namedRaw).toContain('sizes.10'); // the input's height
  expect(namedRaw.filter((path) => !RAW_TOKENS_NAMED_BY_PATH.includes(path))).toEqual([]);
  const namedSurfaces = [...named].filter((path) => /^colors\.(bg|fg|border)\b/.test(path));
  expect(namedSurfaces).toContain('colors.fg.muted'); // the placeholders' `fg.muted/80`
  expect(namedSurfaces.filter((path) => !COLOURS_NAMED_BY_PATH.includes(path))).toEqual([]);

  const system = getSystem();
  // A recipe's path becomes the token's variable, defined in the page's token CSS.
  expect(system.css({ '--input-height': 'sizes.10' })).toEqual({
    '--input-height': 'var(--sizes-10)',
  });
  const tokenCss = JSON.stringify(system.getTokenCss());
  expect(tokenCss).toContain('"--sizes-10":"2.5rem"');
  expect(tokenCss).toContain('"--z-index-popover":1500');
  expect(tokenCss).not.toMatch(
    /"--(spacing|radii|font-sizes|line-heights|letter-spacings|shadows|durations|easings)-/,
  );
  expect(tokenCss).not.toContain('"--sizes-md"');
  expect(system.css({ color: 'fg.muted/80' })).toMatchObject({
    '--mix-color': 'color-mix(in srgb, var(--colors-fg-muted) 80%, transparent)',
  });
  expect(tokenCss).not.toMatch(/"--colors-(gray|red|brand)-\d+"/);
});

test('every text, layer and animation style the recipes or the source name is registered', () => {
  const system = getSystem();
  const named = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /^(textStyle|layerStyle|animationStyle)$/.test(key)) {
      named.add(`${key}:${value}`);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  walk({ recipes, slotRecipes, recipeBaseCss, globalCss }, '');
  for (const source of sourceFiles()) {
    for (const [, key, value] of source.matchAll(
      /\b(textStyle|layerStyle|animationStyle)[=:]\s*["']([^"']+)["']/g,
    )) {
      named.add(`${key}:${value}`);
    }
  }
  expect(named).toContain('layerStyle:disabled');
  const missing = [...named].filter((entry) => {
    const [key, value] = entry.split(':') as [
      'textStyle' | 'layerStyle' | 'animationStyle',
      string,
    ];
    const styles: SystemStyleObject =
      key === 'textStyle'
        ? { textStyle: value }
        : key === 'layerStyle'
          ? { layerStyle: value }
          : { animationStyle: value };
    return Object.keys(system.css(styles)).length === 0;
  });
  expect(missing).toEqual([]);
});

test('on a page that holds the global styles the system is built without them, and styles elements alike', () => {
  let pageSystem: ReturnType<typeof getSystem> | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module: its first call decides
    const theme = require('.') as typeof import('.');
    pageSystem = theme.getSystem({ globalStylesInPage: true });
    expect(theme.getSystem()).toBe(pageSystem);
  });
  const full = getSystem();
  const lite = pageSystem!;
  expect(JSON.stringify(full.getGlobalCss())).toContain('.chakra-button');
  expect(JSON.stringify(lite.getGlobalCss())).not.toContain('.chakra-button');
  expect(JSON.stringify(lite.getPreflightCss())).not.toContain('box-sizing');
  expect(lite.getTokenCss()).toEqual(full.getTokenCss());
  const styles = {
    colorPalette: 'red',
    px: '4',
    bg: 'colorPalette.solid',
    _hover: { bg: 'brand.600' },
    md: { w: 'breakpoint-sm' },
  };
  expect(lite.css(styles)).toEqual(full.css(styles));
  const input = lite.getRecipeFn('input')({ size: 'sm' });
  expect(lite.css(input)).toEqual(full.css(full.getRecipeFn('input')({ size: 'sm' })));
});

test("running the system's code first leaves the brand's system to be built, and built alike", () => {
  let afterCodeRun: ReturnType<typeof getSystem> | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, no system yet
    const theme = require('.') as typeof import('.');
    theme.runSystemCodeOnce();
    afterCodeRun = theme.getSystem({ globalStylesInPage: true });
    // Once the system exists, the code run is a no-op: the system stays the one built.
    theme.runSystemCodeOnce();
    expect(theme.getSystem()).toBe(afterCodeRun);
  });
  const full = getSystem();
  const system = afterCodeRun!;
  expect(system.getTokenCss()).toEqual(full.getTokenCss());
  const styles = { colorPalette: 'accent', bg: 'colorPalette.solid', color: 'fg.muted', px: '4' };
  expect(system.css(styles)).toEqual(full.css(styles));
  // The code run's own tokens (its `danger` palette) are not the brand's.
  expect(JSON.stringify(system.css({ colorPalette: 'danger' }))).not.toContain('--colors-danger');
});

test("every recipe styles its component as it would from Chakra's own config", () => {
  const system = getSystem();
  // The same config with the recipes inside it, where `createSystem` would keep them itself.
  const reference = createSystem(
    defaultBaseConfig,
    defineConfig({
      ...brand,
      theme: { ...brand.theme, recipes, slotRecipes },
    }),
  );
  expect(reference.getRecipe('button')).toEqual(recipes.button);
  for (const key of Object.keys(recipes)) {
    expect(system.isRecipe(key)).toBe(true);
    expect(system.getRecipe(key)).toBe(recipes[key as keyof typeof recipes]);
    const recipe = system.getRecipeFn(key);
    // Compiled once per key, as Chakra does.
    expect(system.getRecipeFn(key)).toBe(recipe);
    const expected = reference.getRecipeFn(key);
    for (const variants of [
      {},
      ...Object.keys(expected.variantMap).map((name) => ({ [name]: expected.variantMap[name][0] })),
    ]) {
      expect(system.css(recipe(variants))).toEqual(reference.css(expected(variants)));
    }
  }
  for (const key of Object.keys(slotRecipes)) {
    expect(system.isSlotRecipe(key)).toBe(true);
    expect(system.isRecipe(key)).toBe(false);
    const styles = system.getSlotRecipeFn(key)({});
    const expected = reference.getSlotRecipeFn(key)({});
    expect(Object.keys(styles)).toEqual(Object.keys(expected));
    for (const slot of Object.keys(expected)) {
      expect(system.css(styles[slot])).toEqual(reference.css(expected[slot]));
    }
  }
  expect(system.hasRecipe('accordion')).toBe(false);
  expect(system.getRecipe('accordion', 'none')).toBe('none');
});

test("the site's copies of Chakra's slot recipes are the theme entry's own, parts and styles", () => {
  // The published theme entry's recipes (their parts from Chakra's anatomies): on a Chakra upgrade
  // that changes one, this names it, to be copied again (slot-recipes.ts, dialog-recipe.ts).
  expect(ownSlotRecipes).toEqual({
    drawerSlotRecipe,
    fieldSlotRecipe,
    toastSlotRecipe,
    tooltipSlotRecipe,
  });
  expect(ownDialogSlotRecipe).toEqual(dialogSlotRecipe);
  expect(ownCheckboxSlotRecipe).toEqual(checkboxSlotRecipe);
  expect(slotRecipes).toEqual({
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    toast: toastSlotRecipe,
    tooltip: tooltipSlotRecipe,
  });
});
