import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SocialFab } from '@/features/contact';
import { SiteFooter } from '@/features/footer';
import { Navbar } from '@/features/navigation';
import { loadQuoteDrawer, QuoteNavButton } from '@/features/quote';
import { loadSignInDrawer } from '@/features/sign-in';
import { useAppSelector } from '@/lib/hooks';
import { Hydrate } from '@/lib/hydration';
import { PageFallback } from './page-fallback';

// The drawer (and, from it, Formik and Yup) loads the first time someone opens it.
const SignInDrawer = lazy(loadSignInDrawer);
// 'Mi cotización' (and its form) loads when the bar's 'Cotización' button is first used.
const QuoteDrawer = lazy(loadQuoteDrawer);

const quoteButton = (compact: boolean) => <QuoteNavButton compact={compact} />;

/**
 * The public site's shell: skip link, navigation bar, page, footer, social button, sign-in and
 * the quote list's drawer.
 */
export function SiteLayout() {
  const signInOpen = useAppSelector((state) => state.session.signInOpen);
  // Once opened, the drawer stays mounted so it can animate out and open again at once.
  const [signInMounted, setSignInMounted] = useState(signInOpen);
  if (signInOpen && !signInMounted) setSignInMounted(true);
  const quoteOpen = useAppSelector((state) => state.quote.open);
  const [quoteMounted, setQuoteMounted] = useState(quoteOpen);
  if (quoteOpen && !quoteMounted) setQuoteMounted(true);

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
        <Navbar quoteButton={quoteButton} />
        {/* At least a screen tall: while a page loads its data the footer stays below the fold
            instead of being pushed down in view (a layout shift). */}
        <Box as="main" id="contenido" tabIndex={-1} flex="1" minH="100dvh" outline="none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
        <Hydrate scope="footer">
          <SiteFooter />
        </Hydrate>
      </Flex>
      <Hydrate scope="social">
        <SocialFab />
      </Hydrate>
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
