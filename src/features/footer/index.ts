export { SiteFooter } from './components/site-footer';
