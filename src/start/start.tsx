/*
 * The app's start: the store, the router and the first render, over the prerendered page
 * (hydration) or into an empty one. Evaluated by src/start/main.tsx after the store's and the theme's
 * modules, each in a task of its own.
 */
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, type Location } from 'react-router-dom';
import { replayEarlyClicks } from '@/start/early-clicks';
import { beginHydration, releaseAllParts } from '@/start/hydration';
import { nextPaint } from '@/lib/next-paint';
import { installPopStateGuards } from '@/lib/pop-state-guard';
import { AppProvider } from '@/app/provider';
import { publicPageFor } from '@/app/pages';
import { AppRouter } from '@/app/router';
import type { RootState } from '@/app/store';
import { makeStore } from '@/app/store';
import { notePageFromCache } from '@/lib/pwa/pwa-state';
import { OFFLINE_META } from '@/sw/cache-rules';
import { getSystem } from '@/theme';
import { adoptPageStyles, createDetachedGlobalCache, createStyleCache } from '@/theme/style-cache';
import { readPageData } from '@/shared/page-data';
import { loadStoredCompare, syncCompareWithStorage } from '@/stores/compare-storage';
import { initialQuoteState } from '@/stores/quote-slice';
import { loadStoredQuote, syncQuoteWithStorage } from '@/stores/quote-storage';
import { seedApiCache } from '@/stores/root-reducer';
import { pageMissesCleared } from '@/stores/page-misses-slice';
import { sessionFromStored, sessionRestored } from '@/stores/session-slice';
import { loadStoredSession, saveStoredSession } from '@/stores/session-storage';

const container = document.getElementById('root')!;
/** The server sends public pages already rendered, as a signed-out visitor sees them. */
const prerendered = container.hasChildNodes();
const storedSession = loadStoredSession();
// A prerendered page hydrates as the server rendered it (signed out); a stored session is
// restored right after `hydrateRoot`: each part hydrates on the server's state, then updates.
// The quote list is in the store from the start: what shows it (the bar's count) renders it only
// once mounted, so a prerendered page hydrates as the server rendered it (an empty list).
const store = makeStore({
  session: sessionFromStored(prerendered ? null : storedSession),
  quote: { ...initialQuoteState, lines: loadStoredQuote() },
  compare: { items: loadStoredCompare() },
});
syncQuoteWithStorage(store);
syncCompareWithStorage(store);

// The session survives a reload until its token expires.
let lastToken = store.getState().session.token;
store.subscribe(() => {
  const { token, expiresAt, user } = store.getState().session;
  if (token === lastToken) return;
  lastToken = token;
  saveStoredSession(token && expiresAt && user ? { token, expiresAt, user } : null);
});

// Before the router's own `popstate` listener: a screen's guard can hold Back and Forward.
installPopStateGuards();

/** The pages shown after the first one are told to these (see onPageShown). */
const pageShownListeners = new Set<(location: Location) => void>();
/** The location last shown (null until the app has rendered). */
let shownLocation: Location | null = null;

/**
 * Watches the router's location from inside it (rendered around the app, on the client only: it
 * adds no element, so the tree stays the one the server rendered).
 */
function NavigationWatcher({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [startLocation] = useState(location);
  // A navigation renders other pages in place of parts that may still wait for their gate: they
  // are all released as the navigation's render starts, before React reaches them (a transition
  // that reached a part still waiting would wait for it). Opening gates is idempotent.
  if (location !== startLocation) releaseAllParts();
  // The router hears Back and Forward from its first commit (its own layout effect, which runs
  // before this one), not from 'app:listening': hydration commits later, in time slices. A
  // profile, and a test that moves in history, can tell when.
  useEffect(() => void performance.mark('app:router'), []);
  useEffect(() => {
    // The first page shown is the one loaded; each later one is told to the listeners.
    const previous = shownLocation;
    shownLocation = location;
    if (previous && previous !== location) {
      // The "not found" answers the page was loaded with describe that page only.
      store.dispatch(pageMissesCleared());
      for (const listener of pageShownListeners) listener(location);
    }
  }, [location]);
  return children;
}

// The prerender's styles stay where they are: a cache made as the server's was knows their rules,
// and Chakra's global styles, already in the page, go through a cache outside the document
// (src/theme/style-cache.ts): nothing restyles the whole page at start-up.
const styleCache = createStyleCache();
if (prerendered) adoptPageStyles(styleCache);
const globalStylesCache = prerendered ? createDetachedGlobalCache() : styleCache;
const app = (serverState?: RootState) => (
  <CacheProvider value={globalStylesCache}>
    <StrictMode>
      <AppProvider
        store={store}
        serverState={serverState}
        styleCache={prerendered ? styleCache : undefined}
      >
        <BrowserRouter>
          <NavigationWatcher>
            <AppRouter />
          </NavigationWatcher>
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  </CacheProvider>
);

/**
 * A part React could not hydrate (it renders it afresh): logged with its cause and where it is,
 * which React's default report leaves out of a production build's message.
 */
function logRecoverableError(error: unknown, info: { componentStack?: string }) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error(error, cause, info.componentStack ?? '');
}

async function hydrateApp() {
  // The prerendered page is painted first, and the page's chunk is named in the HTML, so it is
  // already on its way: with it loaded the app renders the page itself, as the server did.
  await Promise.all([publicPageFor(window.location.pathname)?.preload(), nextPaint()]).catch(
    () => undefined,
  );
  // The answers the server rendered the page with join the API cache: same data, same markup.
  seedApiCache(store.dispatch, readPageData(document));
  // The `system` entry has built the system already, without the global styles the page has,
  // while these scripts were downloading (src/start/system-start.ts): this returns that one.
  getSystem({ globalStylesInPage: true });
  // User-timing marks name the start-up's steps in a performance profile (DevTools, Lighthouse);
  // 'app:listening' is where React handles events (the e2e tests wait for it after a load).
  performance.mark('app:hydrate');
  const serverState = store.getState();
  beginHydration(container);
  // A transition: React hydrates in time slices, and each <Hydrate> part when its gate opens.
  startTransition(() => {
    hydrateRoot(container, app(serverState), { onRecoverableError: logRecoverableError });
  });
  replayEarlyClicks();
  if (storedSession) store.dispatch(sessionRestored(storedSession));
  performance.mark('app:listening');
}

/** Each page the app shows after the first one (a navigation inside the app, not a load). */
function onPageShown(listener: (href: string) => void) {
  let shown = shownLocation;
  pageShownListeners.add((location) => {
    if (location === shown) return;
    shown = location;
    listener(location.pathname + location.search);
  });
}

/**
 * Once the app listens: a page the service worker answered from its cache says so, and the
 * worker is registered (production builds only: `npm run dev` never has one, issue 21).
 */
function afterListening() {
  const savedAt = document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_META}"]`);
  if (savedAt) notePageFromCache(Number(savedAt.content));
  if (process.env.NODE_ENV !== 'production') return;
  // After the page's own downloads (the load event): the worker's precache waits its turn.
  const register = () =>
    void import(/* webpackChunkName: "pwa-register" */ '@/lib/pwa/register').then(
      ({ registerServiceWorker }) => registerServiceWorker(store.dispatch, onPageShown),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Starts the app: called once, by src/start/main.tsx. */
export function startApp() {
  if (prerendered) void hydrateApp().then(afterListening);
  else {
    replayEarlyClicks(); // nothing was on the page to click
    createRoot(container).render(app());
    performance.mark('app:listening');
    afterListening();
  }
}
