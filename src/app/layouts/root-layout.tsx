import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Restores the scroll position on Back/Forward and starts new pages at the top. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
