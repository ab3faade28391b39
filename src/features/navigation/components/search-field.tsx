import { chakra, useRecipe } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SEARCH_MAX } from '@/shared/search-limits';

/**
 * The navigation bar's search field: Enter opens /buscar?q=… (the results page says when the
 * query is too short). On the results page it starts with the query shown there. A real GET form:
 * before the app runs (or without JavaScript) the browser submits it and the server renders the
 * results page.
 */
export function SearchField({
  onSearch,
  prepareSearch,
}: {
  /** Given the navigation to the results, to run it when it suits the caller (a drawer closes
   * first); without it the field navigates at once. */
  onSearch?: (go: () => void) => void;
  /**
   * Called when a search is near (the field is focused: no query yet) and when one is submitted
   * (with the query, just before the navigation): the page's code and the search call can leave
   * together instead of one after the other.
   */
  prepareSearch?: (q?: string) => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.search.path ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  // A new query in the address (back, forward, another search) replaces what the field shows.
  if (current !== shown) {
    setShown(current);
    setValue(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    prepareSearch?.(q);
    const go = () => navigate(paths.search.href(q));
    if (onSearch) onSearch(go);
    else go();
  };

  // Chakra's input recipe on a plain input, not its <Input>: that is Ark's Field part, and Chakra
  // imports Ark's whole Field (its textarea's auto-resize included), ~2 KB gzip more on every
  // page's first load for a field that is never inside a Field.Root (docs/decisions.md,
  // "First-load JavaScript budget").
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });

  return (
    <form role="search" action={paths.search.path} method="get" onSubmit={submit}>
      <chakra.input
        css={inputStyles}
        type="search"
        name="q"
        aria-label="Buscar"
        placeholder="Buscar…"
        enterKeyHint="search"
        maxLength={SEARCH_MAX}
        value={value}
        onFocus={() => prepareSearch?.()}
        onChange={(event) => setValue(event.target.value)}
        rounded="full"
        bg="white"
        w={{ base: 'full', md: '28', xl: '44' }}
      />
    </form>
  );
}
