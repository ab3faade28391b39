import { IconButton, mergeRefs, Portal, Tooltip, type IconButtonProps } from '@chakra-ui/react';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip text, which is also the button's accessible name. */
  label: string;
  /** The icon; with `asChild`, the element to render instead (a link holding the icon). */
  children: ReactNode;
}

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
 * card (a listing has three per card), so it is set up the first time it is needed: when a mouse
 * pointer has rested on the button, or the button got the keyboard's focus. The button is then
 * rendered again inside the tooltip, opened, and the keyboard's focus moved to it. A touch never
 * sets it up (touch screens show no tooltips), and neither does a press, so a click never lands
 * on a button being replaced.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton(
    { label, children, onPointerEnter, onPointerLeave, onPointerDown, onFocus, ...buttonProps },
    ref,
  ) {
    const [armedBy, setArmedBy] = useState<'pointer' | 'focus' | null>(null);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const own = useRef<HTMLButtonElement | null>(null);
    const refs = useMemo(() => mergeRefs(ref, own), [ref]);

    useEffect(() => () => clearTimeout(timer.current), []);
    useEffect(() => {
      if (armedBy === 'focus') own.current?.focus();
    }, [armedBy]);

    const button = (
      <IconButton
        ref={refs}
        aria-label={label}
        variant="ghost"
        size="sm"
        rounded="full"
        {...buttonProps}
        onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
          onPointerEnter?.(event);
          if (armedBy || event.pointerType !== 'mouse') return;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setArmedBy('pointer'), OPEN_DELAY_MS);
        }}
        onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
          onPointerLeave?.(event);
          clearTimeout(timer.current);
        }}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          onPointerDown?.(event);
          clearTimeout(timer.current);
        }}
        onFocus={(event: FocusEvent<HTMLButtonElement>) => {
          onFocus?.(event);
          if (!armedBy && focusIsVisible(event.currentTarget)) setArmedBy('focus');
        }}
      >
        {children}
      </IconButton>
    );
    if (!armedBy) return button;

    return (
      <Tooltip.Root
        defaultOpen
        openDelay={OPEN_DELAY_MS}
        closeDelay={80}
        lazyMount
        unmountOnExit
        positioning={{ placement: 'top' }}
      >
        <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  },
);
