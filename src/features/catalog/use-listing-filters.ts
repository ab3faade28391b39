import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CatalogKind } from '@/config/catalog-kinds';
import { groupSpecsArg, useGroupSpecsQuery, type Spec } from '@/lib/specs-api';
import {
  countActiveFilters,
  DEFAULT_LISTING,
  hasListingParams,
  listingApiQuery,
  parseListingFilters,
  serializeListingFilters,
  type ListingFilterState,
} from '@/shared/listing-url';
import { KEEP_SCROLL } from '@/start/scroll-hold';
import { useAppDispatch } from '@/lib/hooks';
import { prefetchListing } from './api';

export interface ListingFilters {
  /** The group's specifications the visitor can filter by (choices, yes/no, numbers), in order. */
  filterable: Spec[];
  state: ListingFilterState;
  /** The address had a malformed filter, left out: 'Se ignoró un filtro no válido'. */
  invalid: boolean;
  /** False while the address's filters wait for the group's specifications to be read. */
  ready: boolean;
  /** The list's sort and filters as the API takes them ('' for the default listing). */
  listQuery: string;
  /** The filters alone, as the facets take them. */
  facetsQuery: string;
  /** How many filters are on (the number on 'Filtrar'). */
  active: number;
  /** Shows the listing sorted and filtered so, in place (the address replaced, page 1). */
  apply: (next: ListingFilterState) => void;
  /**
   * Changes the sort or filters from the latest ones asked for: two changes in a row (a box
   * ticked, then a range typed before the first has been rendered) both count.
   */
  update: (change: (current: ListingFilterState) => ListingFilterState) => void;
}

const FILTER_TYPES = new Set<Spec['type']>(['choice', 'boolean', 'number']);

/** The width at which the filters stand beside the cards (the navigation's, theme `nav`). */
export const FILTER_PANEL_MEDIA = '(min-width: 965px)';

/** Whether the filters' panel, with its counts, is on screen (not the drawer, closed by then). */
const panelShown = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(FILTER_PANEL_MEDIA).matches;

/**
 * A public listing's sort and filters, read from its address against the group's specifications
 * (issue 65): the address is the state, so a filtered listing is a link to send, and Back comes
 * back to it. A change replaces the address (a services listing goes back to its first page)
 * and keeps the scroll where it is.
 */
export function useListingFilters(kind: CatalogKind, group: string): ListingFilters {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const asked = hasListingParams(params);
  const known = kind.groups.some((g) => g.urlpath === group);
  const { data, isError } = useGroupSpecsQuery(groupSpecsArg(kind.resource, group), {
    skip: !known,
  });
  const specs = data?.specs;
  const parsed = useMemo(
    () =>
      specs
        ? parseListingFilters(params, specs)
        : // The default listing needs no specs; filters that cannot be read (the specs failed
          // to come) are left out rather than waited for forever.
          !asked || isError
          ? { state: DEFAULT_LISTING, invalid: false }
          : undefined,
    [params, specs, asked, isError],
  );
  const state = parsed?.state ?? DEFAULT_LISTING;
  const filterable = useMemo(
    () => (specs ?? []).filter((spec) => spec.filterable && FILTER_TYPES.has(spec.type)),
    [specs],
  );
  // The state last asked for, until the address shows it.
  const asking = useRef<ListingFilterState | null>(null);
  useEffect(() => {
    asking.current = null;
  }, [state]);
  const dispatch = useAppDispatch();
  const withFilters = filterable.length > 0;
  const apply = useCallback(
    (next: ListingFilterState) => {
      asking.current = next;
      // The new cards' call leaves with the tap, not after the page has rendered the change.
      dispatch(
        prefetchListing(
          kind.resource,
          group,
          listingApiQuery(next),
          withFilters && panelShown() ? listingApiQuery(next, false) : null,
        ),
      );
      const search = serializeListingFilters(next);
      navigate(
        { pathname, search: search ? `?${search}` : '' },
        { replace: true, state: KEEP_SCROLL },
      );
    },
    [dispatch, kind.resource, group, withFilters, navigate, pathname],
  );
  const update = useCallback(
    (change: (current: ListingFilterState) => ListingFilterState) =>
      apply(change(asking.current ?? state)),
    [apply, state],
  );
  return {
    filterable,
    state,
    invalid: parsed?.invalid ?? false,
    ready: parsed !== undefined,
    listQuery: listingApiQuery(state),
    facetsQuery: listingApiQuery(state, false),
    active: countActiveFilters(state),
    apply,
    update,
  };
}
