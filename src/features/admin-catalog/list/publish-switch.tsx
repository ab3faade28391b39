import { chakra, Switch, VisuallyHidden } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useLayoutEffect, useRef } from 'react';

export interface PublishSwitchProps {
  published: boolean;
  onChange: (published: boolean) => void;
  /** Says which item the switch is for, e.g. the item name. */
  itemName: string;
}

/**
 * The 'Publicado' switch of a list row. Its name stays 'Publicado: <item>' (the checked state
 * says yes or no); the visible word says the state (Publicado / Borrador) and is clickable too.
 */
export function PublishSwitch({ published, onChange, itemName }: PublishSwitchProps) {
  // A rolled-back change must also uncheck the native checkbox the click ticked.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.checked = published;
  }, [published]);
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      colorPalette="accent"
      size="sm"
      checked={published}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput ref={inputRef} />
      <Switch.Control />
      <Switch.Label>
        <VisuallyHidden>Publicado: {itemName}</VisuallyHidden>
        <chakra.span
          aria-hidden="true"
          fontSize="sm"
          fontWeight="medium"
          color={published ? 'green.700' : 'fg.muted'}
        >
          {published ? 'Publicado' : 'Borrador'}
        </chakra.span>
      </Switch.Label>
    </Switch.Root>
  );
}
