import { Box, Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Hydrate } from '@/start/hydration';
import { heroSlides } from '@/config/catalog';
import { company } from '@/config/company';
import { CompanySection } from '@/features/company';
import { ContactSection } from '@/features/contact';
import { HeroCarousel } from '@/features/hero';
import { LazyOfficeMap } from '@/features/map';
import { useScrollToHashSection } from '@/features/navigation';
import { useAppDispatch } from '@/lib/hooks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminAreaLeft } from '@/stores/session-slice';

/** `/`: hero carousel, company, contact with the office map. Entering it leaves the admin area. */
export default function HomePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(adminAreaLeft());
  }, [dispatch]);
  useDocumentTitle(null);
  useScrollToHashSection();

  return (
    <Box>
      <Heading as="h1" srOnly>
        {company.brand}: {company.tagline.toLowerCase()} en Bolivia
      </Heading>
      <Hydrate scope="hero">
        <HeroCarousel slides={heroSlides} />
      </Hydrate>
      <Hydrate scope="company">
        <CompanySection />
      </Hydrate>
      <Hydrate scope="contact">
        <ContactSection aside={<LazyOfficeMap height={{ base: '360px', lg: '100%' }} />} />
      </Hydrate>
    </Box>
  );
}
