/** The 1-based page asked for in the address; anything but a positive whole number means page 1. */
export function pageFromSearch(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A page within 1..totalPages (a list with no pages still shows page 1). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

/** The zero-based index the server expects for a 1-based page. */
export const toPageIndex = (page: number) => page - 1;

export type PageButton = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons to show: always the first and last, the current one with `siblings` on each
 * side, and a gap where pages are left out; a gap never stands for a single page.
 */
export function pageButtons(current: number, totalPages: number, siblings = 1): PageButton[] {
  if (totalPages <= 1) return totalPages === 1 ? [{ kind: 'page', page: 1 }] : [];
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2)
      buttons.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2)
      buttons.push({ kind: 'gap', key: `gap-${previous}` });
    buttons.push({ kind: 'page', page });
  });
  return buttons;
}
