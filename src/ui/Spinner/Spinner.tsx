import { useContext, type HTMLAttributes } from 'react';
import { ProgressBarContext } from 'react-aria-components/ProgressBar';
import { cx } from '../theme/classNames.ts';
import { spinner, spinnerSizes, svg, track } from './Spinner.css.ts';

export { spinnerSizes };
export type SpinnerSize = (typeof spinnerSizes)[number];

/** The spinning glyph alone, decorative (aria-hidden). */
export function SpinnerGlyph() {
  return (
    <svg className={svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Default `md` (20px); `sm` is 16px (inside buttons), `lg` 32px (page loading). */
  size?: SpinnerSize;
  /** `current` inherits the text color (default); `accent` uses the accent color. */
  tone?: 'current' | 'accent';
}

/**
 * An indeterminate progress indicator: role progressbar (no value) with an accessible name,
 * 'Loading' unless `aria-label`/`aria-labelledby` say otherwise. No rotation under
 * prefers-reduced-motion (a slow pulse instead).
 *
 * Deliberately not RAC's ProgressBar, whose value formatting is dead weight for a spinner; it still
 * takes the id a pending RAC Button hands out, so the button can refer to it.
 */
export function Spinner({ size, tone, className, id, ...props }: SpinnerProps) {
  const context = useContext(ProgressBarContext);
  const contextId = context && 'id' in context ? context.id : undefined;
  return (
    <span
      {...props}
      id={id ?? contextId}
      role="progressbar"
      aria-label={props['aria-label'] ?? (props['aria-labelledby'] ? undefined : 'Loading')}
      className={cx(spinner({ size, tone }), className)}
    >
      <SpinnerGlyph />
    </span>
  );
}
