import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { pageButtons } from '@/shared/pagination';

function StepLink({
  label,
  to,
  disabled,
  children,
}: {
  label: string;
  to: string;
  disabled: boolean;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <IconButton aria-label={label} variant="ghost" size="sm" disabled>
        {children}
      </IconButton>
    );
  }
  return (
    <IconButton asChild aria-label={label} variant="ghost" size="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </IconButton>
  );
}

export interface NumberedPaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
}

/** Numbered page links with previous/next; hidden when everything fits on one page. */
export function NumberedPagination({ page, totalPages, pageHref }: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Flex
      as="nav"
      aria-label="Paginación"
      justify="center"
      align="center"
      gap="1"
      mt="6"
      wrap="wrap"
    >
      <StepLink label="Página anterior" to={pageHref(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon />
      </StepLink>
      {pageButtons(page, totalPages).map((button) => {
        if (button.kind === 'gap') {
          return (
            <Text key={button.key} px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          );
        }
        const p = button.page;
        return (
          <Button
            key={p}
            asChild
            size="sm"
            minW="9"
            variant={p === page ? 'solid' : 'ghost'}
            colorPalette={p === page ? 'brand' : 'gray'}
          >
            <RouterLink
              to={pageHref(p)}
              aria-label={`Página ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </RouterLink>
          </Button>
        );
      })}
      <StepLink label="Página siguiente" to={pageHref(page + 1)} disabled={page >= totalPages}>
        <ChevronRightIcon />
      </StepLink>
    </Flex>
  );
}
