import { Button } from '@/components/ui/button';
import { TooltipIconButton } from '@/components/catalog/tooltip-icon-button';
import { CompareIcon } from '@/components/icons';
import type { CatalogKind } from '@/config/catalog-kinds';
import type { CardItem } from '@/lib/catalog-api';
import { useAppSelector } from '@/lib/hooks';
import { isCompared } from '@/stores/compare-slice';
import { COMPARE_LABEL } from '../texts';
import { useCompareToggle, useMounted } from '../use-compare';

export interface CompareToggleProps {
  kind: CatalogKind;
  item: CardItem;
  /** A card's icon button, or an item page's button with its word. */
  size?: 'card' | 'page';
}

/** 'Comparar' on a card or an item page: pressed (aria-pressed) while the item is compared. */
export function CompareToggle({ kind, item, size = 'card' }: CompareToggleProps) {
  const toggle = useCompareToggle(kind);
  const mounted = useMounted();
  const compared = useAppSelector((state) =>
    isCompared(state.compare.items, { kind: kind.kind, id: item.id }),
  );
  const pressed = mounted && compared;
  const common = {
    'aria-pressed': pressed,
    onClick: () => toggle(item),
    // Unpressed on a card, grey as the card's other buttons.
    colorPalette: pressed || size === 'page' ? 'accent' : undefined,
    variant: pressed
      ? ('solid' as const)
      : size === 'card'
        ? ('ghost' as const)
        : ('outline' as const),
  };
  if (size === 'page') {
    return (
      <Button {...common} size="lg">
        <CompareIcon />
        {COMPARE_LABEL}
      </Button>
    );
  }
  return (
    <TooltipIconButton label={COMPARE_LABEL} {...common}>
      <CompareIcon />
    </TooltipIconButton>
  );
}
