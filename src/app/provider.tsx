import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '../components/ui/toaster';
import { STYLE_IDS_ATTRIBUTE } from '../shared/page-data';
import { getSystem, getSystemWithoutGlobalStyles } from '../theme';
import type { AppStore } from './store';

export interface AppProviderProps {
  store: AppStore;
  /**
   * The page came prerendered with its styles (src/ssr/render-page.tsx): the global styles are
   * not inserted again, nor the class rules the page's HTML names.
   */
  stylesInPage?: boolean;
  children: ReactNode;
}

/** Every provider the app needs; component tests render through the same one. */
export function AppProvider({ store, stylesInPage = false, children }: AppProviderProps) {
  const chakra = (
    <ChakraProvider value={stylesInPage ? getSystemWithoutGlobalStyles() : getSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
  return (
    <ReduxProvider store={store}>
      {stylesInPage ? <CacheProvider value={pageStylesCache()}>{chakra}</CacheProvider> : chakra}
    </ReduxProvider>
  );
}

let cache: EmotionCache | undefined;

/** An Emotion cache that knows the class rules already in the page. */
function pageStylesCache() {
  if (cache) return cache;
  cache = createCache({ key: 'css' });
  for (const style of document.querySelectorAll(`style[${STYLE_IDS_ATTRIBUTE}]`)) {
    for (const id of style.getAttribute(STYLE_IDS_ATTRIBUTE)!.split(' ')) cache.inserted[id] = true;
  }
  return cache;
}
