export { Navbar } from './components/navbar';
export { useScrollToHashSection } from './hooks/use-section-link';
