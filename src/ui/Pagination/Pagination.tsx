import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { cx } from '../theme/classNames.ts';
import { paginationWindow } from './paginationWindow.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages; 0 when there are no results. */
  pageCount: number;
  /** Called with the page the person asked for (never with the current page). */
  onPageChange(page: number): void;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  'aria-label'?: string;
  className?: string;
}

/**
 * Previous / numbered pages / Next (spec section 9): a window of 2 pages each side of the current page, collapsed
 * with ellipses when there are more than 9 pages, first and last page always shown. Previous is not rendered on
 * page 1, Next not on the last page. With `pageCount <= 1` (no results or a single page) nothing is rendered.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  className,
}: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  // When Previous/Next disappears under the keyboard focus, move focus to the current page instead of the body.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const nav = navRef.current;
    if (nav && !nav.contains(document.activeElement)) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page, pageCount]);

  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) {
      refocus.current = true;
      onPageChange(target);
    }
  };

  return (
    <nav ref={navRef} aria-label={ariaLabel} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Button className={styles.pageButton({ kind: 'step' })} onPress={() => go(current - 1)}>
              <ChevronLeft size={16} aria-hidden="true" />
              Previous
            </Button>
          </li>
        )}
        {paginationWindow(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={styles.pageButton({ kind: 'page' })}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Button className={styles.pageButton({ kind: 'step' })} onPress={() => go(current + 1)}>
              Next
              <ChevronRight size={16} aria-hidden="true" />
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
