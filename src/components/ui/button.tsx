/*
 * The site's buttons: Chakra's Button, IconButton and CloseButton, whose `variant` and `size` (and
 * the brand's `colorPalette="accent"`) become the data attributes the global styles give their
 * looks to (src/theme/recipes.ts), written once for the page instead of into every button's
 * class. Import buttons from here, not from '@chakra-ui/react' (a lint rule says so): a Chakra
 * button used directly has no variant or size unless its props name one.
 */
import {
  Button as ChakraButton,
  CloseButton as ChakraCloseButton,
  IconButton as ChakraIconButton,
  type ButtonProps as ChakraButtonProps,
  type CloseButtonProps as ChakraCloseButtonProps,
  type IconButtonProps as ChakraIconButtonProps,
} from '@chakra-ui/react';
import { forwardRef } from 'react';
import { BUTTON_DEFAULTS, BUTTON_LOOKS, BUTTON_PALETTES } from '@/theme/recipes';

type Size = (typeof BUTTON_LOOKS.size)[number];
/**
 * The looks the global styles hold (BUTTON_LOOKS). A variant is one look for every screen width; a
 * size may change with the width (`{ base: 'sm', sm: 'md' }`).
 */
type WithLooks<P> = Omit<P, 'variant' | 'size'> & {
  variant?: (typeof BUTTON_LOOKS.variant)[number];
  size?: Size | { [breakpoint in 'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl']?: Size };
};
export type ButtonProps = WithLooks<ChakraButtonProps>;
export type IconButtonProps = WithLooks<ChakraIconButtonProps>;
export type CloseButtonProps = WithLooks<ChakraCloseButtonProps>;

/** A palette the global styles hold for buttons (BUTTON_PALETTES). */
const isButtonPalette = (palette: unknown): palette is (typeof BUTTON_PALETTES)[number] =>
  (BUTTON_PALETTES as readonly unknown[]).includes(palette);

/**
 * The props Chakra's button gets: the variant, a plain size and a palette of BUTTON_PALETTES as
 * data attributes, and none of them as recipe or style props (`undefined` also stops CloseButton's
 * own `variant="ghost"`, which would write the look into the button's class again). A responsive
 * size goes to the recipe, which writes its breakpoints into the button's class as before.
 */
function looks<
  P extends {
    variant?: string;
    size?: ButtonProps['size'];
    colorPalette?: ChakraButtonProps['colorPalette'];
    asChild?: boolean;
    type?: string;
  },
>({ variant, size, colorPalette, ...props }: P, defaultVariant: string = BUTTON_DEFAULTS.variant) {
  const plainSize = size === undefined || typeof size === 'string';
  const globalPalette = isButtonPalette(colorPalette);
  return {
    ...props,
    // Chakra gives every button `type="button"`, and a button rendered as its child (a link) would
    // carry it too: on a link `type` is the linked file's MIME type, and "button" is none.
    ...(props.asChild && { type: props.type }),
    variant: undefined,
    // Below its first breakpoint a responsive size is the default one, as with the recipe's defaults.
    size: plainSize ? undefined : { base: BUTTON_DEFAULTS.size, ...size },
    colorPalette: globalPalette ? undefined : colorPalette,
    'data-variant': variant ?? defaultVariant,
    'data-size': plainSize ? (size ?? BUTTON_DEFAULTS.size) : undefined,
    'data-palette': globalPalette ? colorPalette : undefined,
  };
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <ChakraButton ref={ref} {...looks(props)} />;
});

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  function IconButton(props, ref) {
    return <ChakraIconButton ref={ref} {...looks(props)} />;
  },
);

/** Chakra's close button (an IconButton with a cross), ghost unless told otherwise. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(
  function CloseButton(props, ref) {
    return <ChakraCloseButton ref={ref} {...looks(props, 'ghost')} />;
  },
);
