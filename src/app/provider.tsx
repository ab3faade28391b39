import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '@/components/ui/toaster';
import { getSystem } from '@/theme';
import type { AppStore, RootState } from './store';

export interface AppProviderProps {
  store: AppStore;
  /**
   * The state the server rendered the page with: hydration reads it (React's
   * `getServerSnapshot`), then every part updates to the store's own state (a restored session).
   */
  serverState?: RootState;
  /**
   * The Emotion cache of the app's own styles, when Chakra's global styles go through another one
   * (the cache above this provider): a prerendered page's (src/theme/style-cache.ts).
   */
  styleCache?: EmotionCache;
  children: ReactNode;
}

/** Every provider the app needs; component tests render through the same one. */
export function AppProvider({ store, serverState, styleCache, children }: AppProviderProps) {
  const app = (
    <>
      {children}
      <Toaster />
    </>
  );
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <ChakraProvider value={getSystem()}>
        {styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app}
      </ChakraProvider>
    </ReduxProvider>
  );
}
