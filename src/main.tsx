import '@fontsource-variable/inter/wght.css';
// In the main stylesheet (under 1 KB), not the pages' chunks: a prerendered carousel is laid out
// as a carousel before any script has run.
import 'keen-slider/keen-slider.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter, publicPageFor } from './app/router';
import { makeStore } from './app/store';
import { getSystem } from './theme';
import { readPageData } from './shared/page-data';
import { seedApiCache } from './stores/root-reducer';
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

function renderApp() {
  const container = document.getElementById('root')!;
  // The server's prerendered copy of the page gives way to the app in this same task (no blank
  // frame shows); its styles move to <head>, where Emotion finds and keeps them.
  document.head.append(...container.querySelectorAll('style[data-emotion]'));
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

const prerendered = document.getElementById('root')!.hasChildNodes();
/** Lets the browser paint and handle input between two long pieces of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Resolves once a frame has been painted. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => resolve(nextTask())));
/** The prerendered page is painted first: the app takes over from the next task. */
const pageShown = prerendered ? nextPaint() : undefined;

// The page's chunk is named in the HTML, so it is already on its way: waiting for it lets the
// first render show the page itself (over the server's prerendered copy), not a loading fallback.
const page = publicPageFor(window.location.pathname);
Promise.all([page?.preload(), pageShown])
  .catch(() => undefined)
  .then(() => {
    // The page's code (and the API with it) is here: the answers the server rendered the page
    // with join the cache, so the app shows the same data at once.
    seedApiCache(store.dispatch, readPageData(document));
    getSystem();
    return nextTask();
  })
  .then(renderApp);
