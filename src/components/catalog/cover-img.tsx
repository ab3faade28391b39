import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A small picture that covers its box: loaded lazily, decoded off the main thread, not draggable. */
export function CoverImg(props: HTMLChakraProps<'img'>) {
  return (
    <chakra.img
      loading="lazy"
      decoding="async"
      draggable={false}
      w="full"
      h="full"
      objectFit="cover"
      {...props}
    />
  );
}
