import { Portal, Tooltip } from '@chakra-ui/react';

export interface ButtonTooltipProps {
  /** The id of the button the tooltip describes (its trigger). */
  triggerId: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Chakra's tooltip for a button it does not render: anchored to the button through the public
 * `ids.trigger` option. A chunk of its own (floating-ui and the tooltip machine, ~20 KB gzip),
 * loaded the first time a tooltip is wanted (see TooltipIconButton).
 */
export default function ButtonTooltip({
  triggerId,
  label,
  open,
  onOpenChange,
}: ButtonTooltipProps) {
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId }}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'top' }}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
