export { ImageManager } from './components/image-manager';
