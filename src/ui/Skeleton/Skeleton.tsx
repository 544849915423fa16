import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonVariants = ['block', 'text'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `block` (a rectangle, default) or `text` (lines, the last one shorter). */
  variant?: SkeletonVariant;
  /** Number of lines for `text`. Default 3. */
  lines?: number;
  /** CSS width, e.g. 240 or '50%'. Default 100%. */
  width?: CSSProperties['width'];
  /** CSS height of a block. Default 16px. */
  height?: CSSProperties['height'];
}

/**
 * A placeholder shaped like content that is loading. Hidden from assistive technology: pair it with
 * an accessible loading state (e.g. `aria-busy` on the region, or a Spinner) where it matters.
 */
export function Skeleton({ variant = 'block', lines = 3, width, height, className, style, ...props }: SkeletonProps) {
  if (variant === 'text') {
    return (
      <div {...props} aria-hidden="true" className={cx(styles.lines, className)} style={{ width, ...style }}>
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <span key={i} className={`${styles.skeleton} ${styles.line}`} />
        ))}
      </div>
    );
  }
  return (
    <div
      {...props}
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{ width: width ?? '100%', height: height ?? 16, ...style }}
    />
  );
}
