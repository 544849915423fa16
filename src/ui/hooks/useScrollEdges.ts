import { useEffect, type RefObject } from 'react';

/**
 * Marks a row that scrolls sideways with where more of it is hidden: `data-more-before` while it is scrolled from
 * its start, `data-more-after` while its end is out of view. Its style fades that edge, so a cut row (the account's
 * tabs at 390 px) says it scrolls (issue 41). Follows scrolling, and the size of the row and of what it holds.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const mark = () => {
      // In a right-to-left page scrollLeft runs from 0 down to minus the hidden width.
      const scrolled = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      element.toggleAttribute('data-more-before', scrolled > 1);
      element.toggleAttribute('data-more-after', hidden - scrolled > 1);
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    // Without ResizeObserver (jsdom) the marks follow scrolling and new items only.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    const observeAll = () => {
      resized?.observe(element);
      for (const child of element.children) resized?.observe(child);
    };
    observeAll();
    // Items drawn after the row (React Aria's tabs come a render later) are measured too.
    const added = new MutationObserver(() => {
      observeAll();
      mark();
    });
    added.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', mark);
      resized?.disconnect();
      added.disconnect();
    };
  }, [ref]);
}
