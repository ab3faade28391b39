import { HStack } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSectionLink } from '../hooks/use-section-link';
import { activeGroup, navLabels, productEntries, sections, serviceEntries } from '../nav-entries';
import { NavDropdown, navButtonStyles } from './nav-dropdown';

function SectionButton({ label, section }: { label: string; section: string }) {
  const { href, go } = useSectionLink(section);
  return (
    <Button asChild variant="ghost" size="md" fontWeight="semibold" css={navButtonStyles}>
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          go();
        }}
      >
        {label}
      </a>
    </Button>
  );
}

/** The bar's entries at 965 px and wider (SPEC.md §2). */
export function DesktopNav({ onMenuOpenChange }: { onMenuOpenChange?: (open: boolean) => void }) {
  const { pathname } = useLocation();
  const group = activeGroup(pathname);
  return (
    <HStack as="ul" listStyleType="none" gap="1">
      <li>
        <Button
          asChild
          variant="ghost"
          size="md"
          fontWeight="semibold"
          data-active={group === 'home' || undefined}
          css={navButtonStyles}
        >
          <RouterLink
            to={paths.home.href()}
            aria-current={group === 'home' ? 'page' : undefined}
            onClick={() => {
              if (group === 'home') window.scrollTo({ top: 0 });
            }}
          >
            {navLabels.home}
          </RouterLink>
        </Button>
      </li>
      <li>
        <SectionButton label={navLabels.company} section={sections.company} />
      </li>
      <li>
        <NavDropdown
          label={navLabels.products}
          entries={productEntries}
          active={group === 'products'}
          onOpenChange={onMenuOpenChange}
        />
      </li>
      <li>
        <NavDropdown
          label={navLabels.services}
          entries={serviceEntries}
          active={group === 'services'}
          onOpenChange={onMenuOpenChange}
        />
      </li>
      <li>
        <SectionButton label={navLabels.contact} section={sections.contact} />
      </li>
    </HStack>
  );
}
