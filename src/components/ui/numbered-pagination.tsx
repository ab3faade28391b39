import { Box, HStack } from '@chakra-ui/react';
import { Button, IconButton } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { pageButtons } from '@/shared/pagination';

export interface NumberedPaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Address of a 1-based page, so every button is a real, shareable link. */
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
  /** The step links' names: 'Anterior'/'Siguiente' on the site, 'Página anterior'/… in the admin. */
  labels?: { previous: string; next: string };
  /**
   * 'site': round brand buttons, the step words shown from 'sm' up (SPEC.md §4's listings);
   * 'admin': small and quiet, the steps as icons.
   */
  look?: 'site' | 'admin';
}

const LOOKS = {
  site: {
    size: { base: 'sm', sm: 'md' },
    rounded: 'full',
    current: { variant: 'solid', colorPalette: 'accent' },
    other: { variant: 'outline', colorPalette: 'accent' },
    step: { variant: 'ghost', colorPalette: 'accent' },
    gap: { base: '1', sm: '2' },
    mt: { base: '8', md: '12' },
  },
  admin: {
    size: 'sm',
    rounded: 'md',
    current: { variant: 'solid', colorPalette: 'accent' },
    other: { variant: 'ghost', colorPalette: 'gray' },
    step: { variant: 'ghost', colorPalette: 'gray' },
    gap: '1',
    mt: '6',
  },
} as const;

/**
 * Numbered page links with a previous and a next step, for the public listings and the admin's
 * lists alike; nothing when everything fits on one page. Every page is a link (its address from
 * `hrefFor`); the steps at either end are disabled buttons.
 */
export function NumberedPagination({
  page,
  totalPages,
  hrefFor,
  onNavigate,
  labels = { previous: 'Anterior', next: 'Siguiente' },
  look = 'site',
}: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  const style = LOOKS[look];
  const words = look === 'site';
  return (
    <Box as="nav" aria-label="Paginación" mt={style.mt}>
      <HStack
        as="ul"
        listStyleType="none"
        justify="center"
        align="center"
        gap={style.gap}
        wrap="wrap"
      >
        <li>
          <StepLink
            label={labels.previous}
            href={page > 1 ? hrefFor(page - 1) : null}
            onNavigate={onNavigate}
            look={look}
          >
            <ChevronLeftIcon />
            {words && (
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                {labels.previous}
              </Box>
            )}
          </StepLink>
        </li>
        {pageButtons(page, totalPages).map((button) =>
          button.kind === 'gap' ? (
            <Box as="li" key={button.key} aria-hidden="true" px="1" color="fg.muted">
              …
            </Box>
          ) : (
            <li key={button.page}>
              <IconButton
                asChild
                size={style.size}
                minW="9"
                rounded={style.rounded}
                {...(button.page === page ? style.current : style.other)}
              >
                <RouterLink
                  to={hrefFor(button.page)}
                  aria-label={`Página ${button.page}`}
                  aria-current={button.page === page ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {button.page}
                </RouterLink>
              </IconButton>
            </li>
          ),
        )}
        <li>
          <StepLink
            label={labels.next}
            href={page < totalPages ? hrefFor(page + 1) : null}
            onNavigate={onNavigate}
            look={look}
          >
            {words && (
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                {labels.next}
              </Box>
            )}
            <ChevronRightIcon />
          </StepLink>
        </li>
      </HStack>
    </Box>
  );
}

interface StepLinkProps {
  label: string;
  /** null at either end: a disabled button. */
  href: string | null;
  onNavigate?: () => void;
  look: 'site' | 'admin';
  children: ReactNode;
}

/** The previous or the next step: a link, or a disabled button at either end. */
function StepLink({ label, href, onNavigate, look, children }: StepLinkProps) {
  const { size, rounded, step } = LOOKS[look];
  const props = { size, rounded, ...step } as const;
  if (href === null) {
    return (
      <Button {...props} disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} asChild>
      <RouterLink to={href} aria-label={label} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Button>
  );
}
