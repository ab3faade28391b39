import { IconButton, Portal, Tooltip, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip text, which is also the button's accessible name. */
  label: string;
  /** The icon; with `asChild`, the element to render instead (a link holding the icon). */
  children: ReactNode;
}

/**
 * An icon button with a tooltip that says what it does. Its aria-label is the same text, so
 * screen-reader and sighted users get the same words. The tooltip mounts only when shown.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton({ label, children, ...buttonProps }, ref) {
    return (
      <Tooltip.Root
        openDelay={250}
        closeDelay={80}
        lazyMount
        unmountOnExit
        positioning={{ placement: 'top' }}
      >
        <Tooltip.Trigger asChild>
          <IconButton
            ref={ref}
            aria-label={label}
            variant="ghost"
            size="sm"
            rounded="full"
            {...buttonProps}
          >
            {children}
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  },
);
