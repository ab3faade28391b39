import { ChakraProvider } from '@chakra-ui/react';
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
  children: ReactNode;
}

/** Every provider the app needs; component tests render through the same one. */
export function AppProvider({ store, serverState, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <ChakraProvider value={getSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </ReduxProvider>
  );
}
