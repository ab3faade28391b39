import type { ReactNode } from 'react';
import { PwaNotices } from '@/lib/pwa/pwa-notices';
import { ScrollRestoration } from '@/start/scroll-restoration';

/**
 * Restores the scroll position on Back/Forward and starts new pages at the top; shows the
 * offline and new-version notices over every page.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollRestoration />
      {children}
      <PwaNotices />
    </>
  );
}
