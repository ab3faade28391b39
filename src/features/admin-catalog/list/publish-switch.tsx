import { chakra, Flex, Switch, VisuallyHidden } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';

export interface PublishSwitchProps {
  published: boolean;
  onChange: (published: boolean) => void;
  /** Says which item the switch is for, e.g. the item name. */
  itemName: string;
}

/** The 'Publicado' switch of a list row; the visible word says the state (Publicado / Borrador). */
export function PublishSwitch({ published, onChange, itemName }: PublishSwitchProps) {
  return (
    <Flex align="center" gap="2">
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        size="sm"
        checked={published}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <VisuallyHidden>Publicado: {itemName}</VisuallyHidden>
        </Switch.Label>
      </Switch.Root>
      <chakra.span aria-hidden="true" fontSize="sm" fontWeight="medium" color={published ? 'green.700' : 'fg.muted'}>
        {published ? 'Publicado' : 'Borrador'}
      </chakra.span>
    </Flex>
  );
}
