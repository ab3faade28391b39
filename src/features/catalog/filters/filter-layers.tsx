import { Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { Button, CloseButton } from '@/components/ui/button';
import { catalogApi } from '@/lib/catalog-api';
import { useBackCloses, useLayerExit } from '@/lib/back-closes';
import {
  listingApiQuery,
  serializeListingFilters,
  type ListingFilterState,
} from '@/shared/listing-url';
import { FilterForm, type FilterFormProps } from './filter-form';
import { FORM_TEXTS } from './form-texts';

/** The filters beside the cards at 965 px and wider (each change shows its cards at once). */
export { FilterForm as FilterPanel };

export interface FilterDrawerProps extends Omit<FilterFormProps, 'onChange'> {
  open: boolean;
  /** The filters chosen, applied as the drawer closes (however it closes). */
  onApply: (next: ListingFilterState) => void;
  onClose: () => void;
}

/**
 * 'Filtrar' below 965 px: a drawer over the listing whose counts follow the visitor's choices,
 * and whose choices are applied as it closes ('Ver N productos', 'Cerrar', Escape, Back), so the
 * drawer's own history entry is off before the listing's address changes.
 */
export function FilterDrawer({ open, onApply, onClose, ...form }: FilterDrawerProps) {
  const [chosen, setChosen] = useState(form.state);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(form.state);
  }
  const applyChosen = () => {
    if (serializeListingFilters(chosen) !== serializeListingFilters(form.state)) onApply(chosen);
  };
  // Back: the drawer's entry is already off the history.
  const leave = useBackCloses(open, () => {
    applyChosen();
    onClose();
  });
  const exit = useLayerExit(leave);
  const finish = () => exit(applyChosen, onClose);
  const { data } = catalogApi.useCatalogFacetsQuery(
    { resource: form.kind.resource, group: form.group, filters: listingApiQuery(chosen, false) },
    { skip: !open },
  );
  const total = data?.total;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) finish();
      }}
      placement="start"
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title fontSize="lg">{FORM_TEXTS.filter}</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static" ms="auto">
                <CloseButton aria-label={FORM_TEXTS.close} size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="4">
              <FilterForm {...form} state={chosen} onChange={setChosen} />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" py="3">
              <Button colorPalette="accent" w="full" onClick={finish}>
                {total === undefined ? FORM_TEXTS.show : FORM_TEXTS.showCount(form.kind, total)}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
