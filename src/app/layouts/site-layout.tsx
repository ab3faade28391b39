import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/route-error';
import { CompareBarSlot } from '@/features/compare';
import { SocialFab } from '@/features/contact';
import { SiteFooter } from '@/features/footer';
import { Navbar } from '@/features/navigation';
import { loadQuoteDrawer, QuoteNavButton } from '@/features/quote';
import { loadSignInDrawer } from '@/features/sign-in';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Hydrate } from '@/start/hydration';
import { PageShown } from '@/start/scroll-hold';
import { PagePreloadContext } from '../page-preload';
import { pages, publicPageFor } from '../pages';
import { PageFallback } from './page-fallback';

// The drawer (and, from it, Formik and Yup) loads the first time someone opens it.
const SignInDrawer = lazy(loadSignInDrawer);
// 'Mi cotización' (and its form) loads when the bar's 'Cotización' button is first used.
const QuoteDrawer = lazy(loadQuoteDrawer);

const quoteButton = (compact: boolean) => <QuoteNavButton compact={compact} />;

/** Loads a public page's code ahead; a failed chunk is loaded again, and reported, on navigation. */
const preloadPage = (path: string) => {
  void publicPageFor(path)
    ?.preload()
    .catch(() => undefined);
};

/** The search's API (and RTK Query with it): not in the first load, fetched with the field's focus. */
const loadSearch = () => import(/* webpackChunkName: "search-api" */ '@/features/search');

/**
 * Search from the bar without a waterfall: the results page's code and the search's API start
 * loading when the field is focused, and on submit the search call leaves at once, beside the
 * page's code, instead of after it (the page then finds its results in the cache under the same
 * key, or in flight: RTK Query makes one call of the two).
 */
function usePrepareSearch() {
  const dispatch = useAppDispatch();
  const [prepare] = useState(() => (q?: string) => {
    // Loaded again, and reported, on navigation when this fails.
    void pages.search.preload().catch(() => undefined);
    const search = loadSearch();
    if (q === undefined) return void search.catch(() => undefined);
    void search
      .then(({ isSearchable, searchApi, searchArg }) => {
        if (!isSearchable(q)) return;
        void dispatch(
          searchApi.util.prefetch('searchCatalog', searchArg(q, 0), { ifOlderThan: 30 }),
        );
      })
      .catch(() => undefined);
  });
  return prepare;
}

/**
 * The sign-in and quote drawers, mounted the first time they open; then they stay mounted so they
 * can animate out and open again at once. Apart from the layout, so that opening one renders the
 * drawer, not the whole bar and page again (~100 ms on the visitor's phone).
 */
function SiteDrawers() {
  const signInOpen = useAppSelector((state) => state.session.signInOpen);
  const [signInMounted, setSignInMounted] = useState(signInOpen);
  if (signInOpen && !signInMounted) setSignInMounted(true);
  const quoteOpen = useAppSelector((state) => state.quote.open);
  const [quoteMounted, setQuoteMounted] = useState(quoteOpen);
  if (quoteOpen && !quoteMounted) setQuoteMounted(true);
  return (
    <>
      {quoteMounted && (
        <Suspense fallback={null}>
          <QuoteDrawer />
        </Suspense>
      )}
      {signInMounted && (
        <Suspense fallback={null}>
          <SignInDrawer />
        </Suspense>
      )}
    </>
  );
}

/**
 * The public site's shell: skip link, navigation bar, page, footer, the comparison's bar, social
 * button, sign-in and the quote list's drawer.
 */
export function SiteLayout() {
  const prepareSearch = usePrepareSearch();

  return (
    <>
      <Box
        asChild
        position="absolute"
        top="-20"
        left="4"
        zIndex="skipNav"
        bg="bg"
        color="brand.800"
        fontWeight="semibold"
        px="4"
        py="2"
        rounded="md"
        boxShadow="md"
        _focus={{ top: '3' }}
      >
        <a href="#contenido">Saltar al contenido</a>
      </Box>
      <Flex direction="column" minH="100dvh">
        <Navbar quoteButton={quoteButton} prepareSearch={prepareSearch} />
        {/* At least a screen tall: while a page loads its data the footer stays below the fold
            instead of being pushed down in view (a layout shift). */}
        <Box as="main" id="contenido" tabIndex={-1} flex="1" minH="100dvh" outline="none">
          {/* A page that fails shows the error page here: the bar and the footer stay. */}
          <RouteErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <PagePreloadContext value={preloadPage}>
                <Outlet />
              </PagePreloadContext>
              <PageShown />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
        <Hydrate scope="footer">
          <SiteFooter />
        </Hydrate>
      </Flex>
      <CompareBarSlot />
      <Hydrate scope="social">
        <SocialFab />
      </Hydrate>
      <SiteDrawers />
    </>
  );
}
