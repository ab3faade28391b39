import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { pageButtons } from '@/shared/pagination';

export interface ServicePaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Address of a 1-based page, so every button is a real, shareable link. */
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}

/** Numbered page links with 'Anterior' and 'Siguiente' (SPEC.md §4: service listing). */
export function ServicePagination({
  page,
  totalPages,
  hrefFor,
  onNavigate,
}: ServicePaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <Box as="nav" aria-label="Paginación" mt={{ base: '8', md: '12' }}>
      <HStack
        as="ul"
        listStyleType="none"
        justify="center"
        gap={{ base: '1', sm: '2' }}
        wrap="wrap"
      >
        <li>
          <StepLink
            label="Anterior"
            enabled={hasPrevious}
            href={hrefFor(page - 1)}
            onNavigate={onNavigate}
          >
            <ChevronLeftIcon />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              Anterior
            </Box>
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
                size={{ base: 'sm', sm: 'md' }}
                variant={button.page === page ? 'solid' : 'outline'}
                colorPalette="brand"
                rounded="full"
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
            label="Siguiente"
            enabled={hasNext}
            href={hrefFor(page + 1)}
            onNavigate={onNavigate}
          >
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              Siguiente
            </Box>
            <ChevronRightIcon />
          </StepLink>
        </li>
      </HStack>
    </Box>
  );
}

interface StepLinkProps {
  label: string;
  enabled: boolean;
  href: string;
  onNavigate?: () => void;
  children: React.ReactNode;
}

/** 'Anterior' or 'Siguiente': a link, or a disabled button at either end. */
function StepLink({ label, enabled, href, onNavigate, children }: StepLinkProps) {
  const look = {
    size: { base: 'sm', sm: 'md' },
    variant: 'ghost',
    colorPalette: 'brand',
    rounded: 'full',
  } as const;
  if (!enabled) {
    return (
      <Button {...look} disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...look} asChild>
      <RouterLink to={href} aria-label={label} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Button>
  );
}
