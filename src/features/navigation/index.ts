export { Navbar } from './components/navbar';
export { useScrollToHashSection, useSectionLink } from './hooks/use-section-link';
