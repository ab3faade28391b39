/** A picture of a carousel or gallery. Kept apart from the slider so lists can build these cheaply. */
export interface CarouselImage {
  src: string;
  /** The 300 px variant, for the thumbnails. */
  thumbSrc: string;
  alt: string;
  width: number;
  height: number;
}

/** A picture's alt text: the item's name and its place, 'Invernadero túnel — foto 2 de 5'. */
const photoAlt = (itemName: string, index: number, count: number) =>
  `${itemName} — foto ${index + 1} de ${count}`;

/** The pictures of an item as carousel images (700 px, 300 px thumbnails). */
export function toCarouselImages(
  names: Array<{ public_name: string; width: number; height: number }>,
  itemName: string,
  urlFor: (publicName: string, width: 300 | 700) => string,
): CarouselImage[] {
  return names.map((name, index) => ({
    src: urlFor(name.public_name, 700),
    thumbSrc: urlFor(name.public_name, 300),
    alt: photoAlt(itemName, index, names.length),
    width: 700,
    height: name.width > 0 && name.height > 0 ? Math.round((700 * name.height) / name.width) : 467,
  }));
}
