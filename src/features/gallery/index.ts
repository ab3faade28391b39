export { usePhotoGallery, type GalleryItem } from './use-photo-gallery';
