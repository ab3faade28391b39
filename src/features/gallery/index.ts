export { usePhotoGallery } from './use-photo-gallery';
