import { Check, X } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './StatusMark.css.ts';

export const statusMarkSizes = styles.statusMarkSizes;
export type StatusMarkSize = (typeof statusMarkSizes)[number];

export interface StatusMarkProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** `true` draws a green check, `false` a red cross. */
  isPositive: boolean;
  /** What the mark says, its accessible name. @default 'Yes' or 'No' */
  label?: string;
  /** Also write the label next to the mark (for places without a column header to explain it). */
  showLabel?: boolean;
  /** `sm` 16px, `md` 20px (default). */
  size?: StatusMarkSize;
}

/**
 * A yes/no mark for a boolean in a table cell or a summary, e.g. a 'TCR Ready' column: a check in a green
 * disc or a cross in a red one. The shapes differ, so it never relies on color; it is an image named
 * 'Yes' / 'No' (or `label`) for assistive technology.
 */
export function StatusMark({ isPositive, label, showLabel, size, className, ...props }: StatusMarkProps) {
  const text = label ?? (isPositive ? 'Yes' : 'No');
  const Icon = isPositive ? Check : X;
  const glyphSize = size === 'sm' ? 11 : 14;
  const mark = (
    <span className={styles.mark({ positive: isPositive, size })}>
      <Icon size={glyphSize} strokeWidth={3} aria-hidden="true" focusable="false" />
    </span>
  );
  if (showLabel) {
    return (
      <span {...props} className={cx(styles.root, className)}>
        {mark}
        <span>{text}</span>
      </span>
    );
  }
  return (
    <span {...props} role="img" aria-label={text} className={cx(styles.root, className)}>
      {mark}
    </span>
  );
}
