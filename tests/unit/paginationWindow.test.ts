import { describe, expect, it } from 'vitest';
import { PAGINATION_COLLAPSE_AFTER, PAGINATION_SIBLINGS } from '../../src/shared/constants.ts';
import { paginationWindow } from '../../src/ui/index.ts';

const pages = (page: number, pageCount: number) =>
  paginationWindow(page, pageCount, PAGINATION_SIBLINGS, PAGINATION_COLLAPSE_AFTER);

describe('pagination window (spec 9)', () => {
  it('shows nothing when there are no results', () => {
    expect(pages(1, 0)).toEqual([]);
  });

  it('shows every page up to 9 pages', () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('collapses with ellipses past 9 pages, 2 pages each side of the current one', () => {
    expect(pages(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pages(25, 50)).toEqual([1, 'ellipsis-start', 23, 24, 25, 26, 27, 'ellipsis-end', 50]);
    expect(pages(50, 50)).toEqual([1, 'ellipsis-start', 48, 49, 50]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pages(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 50]);
    expect(pages(46, 50)).toEqual([1, 'ellipsis-start', 44, 45, 46, 47, 48, 49, 50]);
  });

  it('keeps the current page inside the range', () => {
    expect(pages(99, 12)).toEqual([1, 'ellipsis-start', 10, 11, 12]);
  });
});
