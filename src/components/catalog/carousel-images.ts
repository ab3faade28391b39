/** A picture of a carousel or gallery. Kept apart from the slider so lists can build these cheaply. */
export interface CarouselImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The 700 px pictures of an item as carousel images, alt 'Name — foto N de M'. */
export function toCarouselImages(
  names: Array<{ public_name: string; width: number; height: number }>,
  itemName: string,
  urlFor: (publicName: string) => string,
): CarouselImage[] {
  return names.map((name, index) => ({
    src: urlFor(name.public_name),
    alt: `${itemName} — foto ${index + 1} de ${names.length}`,
    width: 700,
    height: name.width > 0 && name.height > 0 ? Math.round((700 * name.height) / name.width) : 467,
  }));
}
