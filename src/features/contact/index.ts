export { ContactSection } from './components/contact-section';
export { SocialFab } from './components/social-fab';
