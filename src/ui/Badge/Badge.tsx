import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = styles.badgeTones;
export const badgeSizes = styles.badgeSizes;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Color role: `neutral` (default) for waiting or inactive, `info` for under way, `success`, `warning` and
   * `danger` for outcomes, `accent` (solid) to single out one badge. The text must carry the meaning; the
   * color only echoes it.
   */
  tone?: BadgeTone;
  /** `sm` 20px high for dense tables, `md` 24px (default). */
  size?: BadgeSize;
  /** A leading dot in the tone's color, for a status that sits among other text. */
  dot?: boolean;
  /** A leading icon (a lucide icon at size 12-14); decorative, so it is hidden from assistive technology. Wins over `dot`. */
  icon?: ReactNode;
  /** The status text, short: one or two words. */
  children?: ReactNode;
}

/**
 * A short, non-interactive status label (a state, a category, a count). Plain text for assistive
 * technology: it is read as part of the row or sentence it sits in. Not a button or a filter chip: for
 * those use ToggleButton or TagGroup.
 */
export function Badge({ tone, size, dot, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge({ tone, size }), className)}>
      {icon != null ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        dot && <span className={styles.dot} aria-hidden="true" />
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
