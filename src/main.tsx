import '@fontsource-variable/inter/wght.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { makeStore } from './app/store';
import { sessionFromStored } from './stores/session-slice';
import { loadStoredSession, saveStoredSession } from './stores/session-storage';

const store = makeStore({ session: sessionFromStored(loadStoredSession()) });

// The session survives a reload until its token expires.
let lastToken = store.getState().session.token;
store.subscribe(() => {
  const { token, expiresAt, user } = store.getState().session;
  if (token === lastToken) return;
  lastToken = token;
  saveStoredSession(token && expiresAt && user ? { token, expiresAt, user } : null);
});

// A transition lets React yield to the browser while it renders the first page, which keeps
// the main thread responsive (Total Blocking Time) on slow phones.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
