import { Flex } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogGroupOption } from '@/config/catalog-kinds';

export interface GroupFilterProps {
  label: string;
  groups: readonly CatalogGroupOption[];
  /** Url path of the group shown. */
  current: string;
  hrefFor: (urlpath: string) => string;
}

/** The categories (or service types) as a row of links; the one shown is marked. Wraps on phones. */
export function GroupFilter({ label, groups, current, hrefFor }: GroupFilterProps) {
  return (
    <Flex as="nav" aria-label={label} gap="2" wrap="wrap">
      {groups.map((group) => {
        const active = group.urlpath === current;
        return (
          <Button
            key={group.urlpath}
            asChild
            size="sm"
            rounded="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'accent' : 'gray'}
            bg={active ? undefined : 'white'}
          >
            <RouterLink to={hrefFor(group.urlpath)} aria-current={active ? 'page' : undefined}>
              {group.label}
            </RouterLink>
          </Button>
        );
      })}
    </Flex>
  );
}
