/** One slot of the pagination bar: a page number or a gap marker. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers a pagination bar shows (spec section 9).
 *
 * - `pageCount <= 0` gives `[]`; `page` is clamped into `1..pageCount`.
 * - Up to `collapseAfter` pages (default 9): every page.
 * - More pages: the first page, the last page and `siblings` pages (default 2) each side of the current page.
 *   A gap becomes `'ellipsis-start'` / `'ellipsis-end'`; a gap of exactly one page shows that page instead,
 *   since an ellipsis standing for a single page hides nothing.
 *
 * @example paginationWindow(1, 50)  // [1, 2, 3, 'ellipsis-end', 50]
 * @example paginationWindow(25, 50) // [1, 'ellipsis-start', 23, 24, 25, 26, 27, 'ellipsis-end', 50]
 * @example paginationWindow(5, 50)  // [1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 50]
 * @example paginationWindow(50, 50) // [1, 'ellipsis-start', 48, 49, 50]
 */
export function paginationWindow(page: number, pageCount: number, siblings = 2, collapseAfter = 9): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const range = (from: number, to: number): number[] => {
    const pages: number[] = [];
    for (let p = from; p <= to; p++) pages.push(p);
    return pages;
  };
  if (count <= collapseAfter) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const start = Math.max(1, current - siblings);
  const end = Math.min(count, current + siblings);
  const items: PaginationItem[] = [];

  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis-start');
  }
  items.push(...range(start, end));
  if (end < count) {
    if (end === count - 2) items.push(count - 1);
    else if (end < count - 2) items.push('ellipsis-end');
    items.push(count);
  }
  return items;
}
