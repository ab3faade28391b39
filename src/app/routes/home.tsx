import { Box, Heading } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { heroSlides } from '../../config/catalog';
import { company } from '../../config/company';
import { CompanySection } from '../../features/company';
import { ContactSection } from '../../features/contact';
import { HeroCarousel } from '../../features/hero';
import { LazyOfficeMap } from '../../features/map';
import { useScrollToHashSection } from '../../features/navigation';
import { useAppDispatch } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { adminAreaLeft } from '../../stores/session-slice';

/** `/`: hero carousel, company, contact with the office map. Entering it leaves the admin area. */
export default function HomePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(adminAreaLeft());
  }, [dispatch]);
  useDocumentTitle(company.tagline);
  // The sections below the hero render in a task of their own, so the hero (the LCP) paints
  // first and the main thread is not blocked by one long render.
  const [belowFoldReady, setBelowFoldReady] = useState(false);
  useEffect(() => {
    const task = setTimeout(() => setBelowFoldReady(true), 0);
    return () => clearTimeout(task);
  }, []);
  useScrollToHashSection(belowFoldReady);

  return (
    <Box>
      <Heading as="h1" srOnly>
        {company.brand}: {company.tagline.toLowerCase()} en Bolivia
      </Heading>
      <HeroCarousel slides={heroSlides} />
      {belowFoldReady ? (
        <>
          <CompanySection />
          <ContactSection aside={<LazyOfficeMap height={{ base: '360px', lg: '100%' }} />} />
        </>
      ) : (
        // Keeps the footer below the fold until the sections arrive: no layout shift.
        <Box minH="100vh" />
      )}
    </Box>
  );
}
