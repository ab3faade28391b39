import { Box, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import { dialogSlotRecipe } from '@/theme/dialog-recipe';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { useImageCarousel, type CarouselImage } from '@/components/catalog/image-carousel';
import { PhotoCounter, PhotoThumbnails, ZoomableSlides } from '@/components/catalog/photo-viewer';
import { RichText } from '@/components/catalog/rich-text';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';

export interface PhotoDialogProps {
  open: boolean;
  title: string;
  images: CarouselImage[];
  descriptionHtml: string;
  /** Said above the photos (offline: only the cover). */
  notice?: string;
  onClose: () => void;
  onExitComplete: () => void;
  /** Where the focus goes when the dialog closes. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The 'Ver fotos' dialog: a gallery and the description (SPEC.md §2). Arrow keys and swipes move
 * through the pictures, Escape closes, a '1 / N' counter and thumbnails say where one is and
 * jump, 'Ampliar', a double click or a pinch zoom the shown picture. Its own chunk,
 * with the dialog recipe and keen-slider, loads only when a visitor asks for photos.
 */
export default function PhotoDialog(props: PhotoDialogProps) {
  const { open, title, images, descriptionHtml, notice, onClose, onExitComplete, finalFocusEl } =
    props;
  const carousel = useImageCarousel(images.length);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on phones, a centred panel from md up. */}
          <Dialog.Content
            onKeyDown={onKeyDown}
            rounded={{ base: '0', md: 'xl' }}
            overflow="hidden"
            maxW={{ base: '100dvw', md: '3xl' }}
            maxH={{ base: '100dvh', md: 'calc(100% - 5rem)' }}
            minH={{ base: '100dvh', md: 'auto' }}
            my={{ base: '0', md: 'auto' }}
          >
            <Dialog.Header pe="14">
              <Dialog.Title fontSize={{ base: 'lg', md: 'xl' }} lineHeight="short">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <IconButton aria-label="Cerrar" variant="ghost" size="sm" rounded="full">
                <CloseIcon />
              </IconButton>
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {notice && (
                <Text role="status" fontSize="sm" color="fg.muted" mb="3">
                  {notice}
                </Text>
              )}
              {images.length > 0 ? (
                <Box
                  position="relative"
                  rounded="lg"
                  overflow="hidden"
                  mx={{ base: '-6', md: '0' }}
                >
                  <ZoomableSlides images={images} carousel={carousel}>
                    {images.length > 1 && (
                      <>
                        <SlideButton
                          side="start"
                          label="Foto anterior"
                          {...carousel.previousButton}
                        />
                        <SlideButton side="end" label="Foto siguiente" {...carousel.nextButton} />
                      </>
                    )}
                  </ZoomableSlides>
                </Box>
              ) : (
                <Text color="fg.muted" py="6" textAlign="center">
                  Todavía no hay fotos.
                </Text>
              )}
              {images.length > 0 && (
                <Stack gap="2" mt="3" align="center">
                  <PhotoCounter active={carousel.active} count={images.length} />
                  <PhotoThumbnails
                    images={images}
                    active={carousel.active}
                    onSelect={carousel.goTo}
                  />
                </Stack>
              )}
              <RichText html={descriptionHtml} mt="5" />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SlideButtonProps {
  side: 'start' | 'end';
  label: string;
  ref: Ref<HTMLButtonElement>;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled: boolean;
}

function SlideButton({ side, label, ref, onClick, disabled }: SlideButtonProps) {
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      insetStart={side === 'start' ? '2' : undefined}
      insetEnd={side === 'end' ? '2' : undefined}
      rounded="full"
      size="md"
      bg="whiteAlpha.900"
      color="gray.800"
      boxShadow="md"
      _hover={{ bg: 'white' }}
      _disabled={{ opacity: 0, pointerEvents: 'none' }}
    >
      {side === 'start' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
