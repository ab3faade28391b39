import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the home page to one of its sections (ids from config/paths `sections`). */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * A link to a home section: on the home page it scrolls there; from any other page it goes
 * to `/#section` and the home page scrolls once its sections exist.
 */
export function useSectionLink(section: string) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = `${paths.home.href()}#${section}`;
  const go = useCallback(() => {
    if (pathname === paths.home.href() && scrollToSection(section)) return;
    navigate({ pathname: paths.home.href(), hash: `#${section}` });
  }, [navigate, pathname, section]);
  return { href, go };
}

/** On the home page: scroll to the section named in the URL hash after arriving from elsewhere. */
export function useScrollToHashSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // One frame later the sections have laid out, so the position is final.
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
