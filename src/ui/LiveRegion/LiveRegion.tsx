import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './LiveRegion.css.ts';

export interface LiveRegionProps extends HTMLAttributes<HTMLElement> {
  /** What to say: text, or nothing (then the region takes no room). */
  children?: ReactNode;
  /**
   * Said whole at each change, as a count is ('Filter Results (12)'), rather than only the words that changed.
   * @default true
   */
  atomic?: boolean;
  /** Heard, not seen (the toasts' words, whose visible copies are elsewhere). */
  isVisuallyHidden?: boolean;
  /** Element to render. Default `div`; `span` inside a line of text. */
  as?: 'div' | 'span' | 'p';
  ref?: Ref<HTMLElement>;
}

/**
 * A polite live region (role status) that is on the page from the first render, for status text that comes and goes:
 * a result count, a reminder, a saving banner, a wizard's step. Screen readers say only changes to a region they
 * already know, so a region mounted with its first words would not say them: render this always and change what is
 * inside. While empty it takes no room (nor does a box holding only it), so it can stay in a Stack or Inline.
 */
export function LiveRegion({
  children,
  atomic = true,
  isVisuallyHidden = false,
  as = 'div',
  className,
  ...props
}: LiveRegionProps) {
  return createElement(
    as,
    {
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': atomic,
      ...props,
      className: cx(styles.region, isVisuallyHidden && styles.hidden, className),
    },
    children,
  );
}
