import { mergeRefs } from '@chakra-ui/react';
import { IconButton, type IconButtonProps } from '@/components/ui/button';
import {
  forwardRef,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip text, which is also the button's accessible name. */
  label: string;
  /** The icon; with `asChild`, the element to render instead (a link holding the icon). */
  children: ReactNode;
}

const loadTooltip = () => import(/* webpackChunkName: "tooltip" */ './button-tooltip');
/** The tooltip's chunk: not part of a page's first load (see below). */
const ButtonTooltip = lazy(loadTooltip);

/** How long a mouse pointer rests on the button before the tooltip shows. */
const OPEN_DELAY_MS = 250;

/** True when the element got the focus from the keyboard (not from a click or a tap). */
function focusIsVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: show the tooltip, as on any focus
  }
}

/**
 * An icon button with a tooltip that says what it does. Its aria-label is the same text, so
 * screen-reader and sighted users get the same words.
 *
 * Chakra's tooltip is a state machine of its own, which costs more to render than the rest of a
 * card (a listing has three per card), so it is mounted the first time it is needed — when a
 * mouse pointer has rested on the button, or the button got the keyboard's focus — as a sibling
 * of the button, anchored to it through the tooltip's public `ids.trigger` option. The button
 * itself is never replaced, so a press that arms the tooltip still lands on the element it
 * pressed. A touch shows no tooltip (touch screens have no hover). The tooltip's code is a chunk
 * of its own, fetched when a mouse pointer enters the button (the rest delay covers the download)
 * or when the keyboard's focus arrives.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton(
    {
      label,
      children,
      onPointerEnter,
      onPointerLeave,
      onPointerDown,
      onFocus,
      onBlur,
      onKeyDown,
      ...buttonProps
    },
    ref,
  ) {
    const [open, setOpen] = useState(false);
    const [mounted, setMounted] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const own = useRef<HTMLButtonElement | null>(null);
    const refs = useMemo(() => mergeRefs(ref, own), [ref]);
    const generatedId = useId();
    const id = buttonProps.id ?? `tip-${generatedId}`;

    useEffect(() => () => clearTimeout(timer.current), []);

    // The tooltip opens and closes in a transition, after the paint of whatever moved the focus
    // or the pointer: closing it runs its state machine and its presence's (a task of ~55 ms on
    // the visitor's phone), which held back the tap on another button that took the focus away
    // (docs/decisions.md, "A tap answers first").
    const show = () =>
      startTransition(() => {
        setMounted(true);
        setOpen(true);
      });
    const hide = () => {
      clearTimeout(timer.current);
      startTransition(() => setOpen(false));
    };

    return (
      <>
        <IconButton
          ref={refs}
          id={id}
          aria-label={label}
          variant="ghost"
          size="sm"
          rounded="full"
          {...buttonProps}
          onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
            onPointerEnter?.(event);
            if (event.pointerType !== 'mouse') return;
            void loadTooltip();
            clearTimeout(timer.current);
            timer.current = setTimeout(show, OPEN_DELAY_MS);
          }}
          onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
            onPointerLeave?.(event);
            hide();
          }}
          onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
            onPointerDown?.(event);
            hide();
          }}
          onFocus={(event: FocusEvent<HTMLButtonElement>) => {
            onFocus?.(event);
            if (focusIsVisible(event.currentTarget)) show();
          }}
          onBlur={(event: FocusEvent<HTMLButtonElement>) => {
            onBlur?.(event);
            hide();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            onKeyDown?.(event);
            if (event.key === 'Escape') hide();
          }}
        >
          {children}
        </IconButton>
        {mounted && (
          <Suspense fallback={null}>
            <ButtonTooltip triggerId={id} label={label} open={open} onOpenChange={setOpen} />
          </Suspense>
        )}
      </>
    );
  },
);
