import '@fontsource-variable/inter/wght.css';
// In the main stylesheet (under 1 KB), not the pages' chunks: a prerendered carousel is laid out
// as a carousel before any script has run.
import 'keen-slider/keen-slider.min.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { beginHydration, hydrateAllParts, hydrateParts } from './lib/hydration';
import { AppProvider } from './app/provider';
import { createAppRouter, publicPageFor } from './app/router';
import { makeStore } from './app/store';
import { getSystemWithoutGlobalStyles } from './theme';
import { readPageData } from './shared/page-data';
import { initialQuoteState } from './stores/quote-slice';
import { loadStoredQuote, syncQuoteWithStorage } from './stores/quote-storage';
import { seedApiCache } from './stores/root-reducer';
import { sessionFromStored, sessionRestored } from './stores/session-slice';
import { loadStoredSession, saveStoredSession } from './stores/session-storage';

const container = document.getElementById('root')!;
/** The server sends public pages already rendered, as a signed-out visitor sees them. */
const prerendered = container.hasChildNodes();
const storedSession = loadStoredSession();
// A prerendered page hydrates as the server rendered it (signed out); a stored session is
// restored once it has.
// The quote list is in the store from the start: what shows it (the bar's count) renders it only
// once mounted, so a prerendered page hydrates as the server rendered it (an empty list).
const store = makeStore({
  session: sessionFromStored(prerendered ? null : storedSession),
  quote: { ...initialQuoteState, lines: loadStoredQuote() },
});
syncQuoteWithStorage(store);

// The session survives a reload until its token expires.
let lastToken = store.getState().session.token;
store.subscribe(() => {
  const { token, expiresAt, user } = store.getState().session;
  if (token === lastToken) return;
  lastToken = token;
  saveStoredSession(token && expiresAt && user ? { token, expiresAt, user } : null);
});

const app = (
  <StrictMode>
    <AppProvider store={store} stylesInPage={prerendered}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>
);

/** Lets the browser paint and handle input between two long pieces of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Resolves once a frame has been painted. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => resolve(nextTask())));

async function hydrateApp() {
  // The prerendered page is painted first, and the page's chunk is named in the HTML, so it is
  // already on its way: with it loaded the app renders the page itself, as the server did.
  await Promise.all([publicPageFor(window.location.pathname)?.preload(), nextPaint()]).catch(
    () => undefined,
  );
  // The answers the server rendered the page with join the API cache: same data, same markup.
  seedApiCache(store.dispatch, readPageData(document));
  // User-timing marks name the start-up's steps in a performance profile (DevTools, Lighthouse).
  performance.mark('app:system');
  getSystemWithoutGlobalStyles(); // built in a task of its own: one of the longest steps
  await nextTask();
  performance.mark('app:hydrate');
  beginHydration(container);
  hydrateRoot(container, app);
  performance.mark('app:hydrate-parts');
  await hydrateParts();
  if (storedSession) {
    // The signed-in view may differ anywhere (the navigation bar's buttons): every part hydrates
    // as the server rendered it before the session changes what they show.
    await hydrateAllParts();
    store.dispatch(sessionRestored(storedSession));
  }
}

if (prerendered) void hydrateApp();
else createRoot(container).render(app);
