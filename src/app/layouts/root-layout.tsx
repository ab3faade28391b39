import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

/** Restores the scroll position on Back/Forward and starts new pages at the top. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
