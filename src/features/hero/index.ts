export { HeroCarousel } from './components/hero-carousel';
