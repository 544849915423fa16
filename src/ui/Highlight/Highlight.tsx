import type { ReactNode } from 'react';
import * as styles from './Highlight.css.ts';

/** Where a text is marked: [start, end) offsets into it, in order and apart. */
export type HighlightRanges = ReadonlyArray<readonly [start: number, end: number]>;

export interface HighlightProps {
  text: string;
  /** The parts to mark (a search's matches); none shows the text as it is. */
  ranges: HighlightRanges;
}

/**
 * Text with some parts marked (`<mark>`): why a row is in a search's results. The caller finds the parts (the
 * design system knows nothing of how a search matches); the text itself reads and copies unchanged.
 */
export function Highlight({ text, ranges }: HighlightProps): ReactNode {
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
