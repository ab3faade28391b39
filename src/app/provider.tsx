import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '../components/ui/toaster';
import { getSystem } from '../theme';
import type { AppStore } from './store';

/** Every provider the app needs; component tests render through the same one. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={getSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </ReduxProvider>
  );
}
