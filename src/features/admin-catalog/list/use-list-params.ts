import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogGroupOption, CatalogKind } from '@/config/catalog-kinds';
import { pageFromSearch } from '@/shared/pagination';
import { PAGE_PARAM } from '@/shared/site-routes';

const SEARCH_PARAM = 'q';

/**
 * The admin list's state lives in the address (?categoria=riegos&q=bomba&pagina=2), so a reload,
 * a shared link or Back shows the same table.
 */
export function useListParams(config: CatalogKind) {
  const [params, setParams] = useSearchParams();
  const groupValue = params.get(config.groupParam);
  const group: CatalogGroupOption = useMemo(
    () => config.groups.find((g) => g.urlpath === groupValue) ?? config.groups[0],
    [config.groups, groupValue],
  );
  const q = (params.get(SEARCH_PARAM) ?? '').trim();
  const page = pageFromSearch(params.get(PAGE_PARAM));

  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
    [params],
  );

  const setSearch = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(SEARCH_PARAM, value.trim());
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(PAGE_PARAM, String(value));
        else next.delete(PAGE_PARAM);
        return next;
      });
    },
    [setParams],
  );

  return {
    group,
    q,
    page,
    setSearch,
    setPage,
    /** The address of another group (search kept, back to page 1). */
    groupHref: (urlpath: string) => hrefWith({ [config.groupParam]: urlpath, [PAGE_PARAM]: null }),
    pageHref: (value: number) => hrefWith({ [PAGE_PARAM]: value > 1 ? String(value) : null }),
  };
}
