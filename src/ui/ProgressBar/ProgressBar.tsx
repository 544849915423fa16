import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { Label } from '../Field/Field.tsx';
import * as styles from './ProgressBar.css.ts';

export const progressBarSizes = styles.progressBarSizes;
export const progressBarTones = styles.progressBarTones;
export type ProgressBarSize = (typeof progressBarSizes)[number];
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label above the bar; names the progress bar. Without it give an `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value text ('40%', or `valueLabel`, or the value formatted with `formatOptions`) at the end of
   * the label row. @default true, except when indeterminate
   */
  showValueLabel?: boolean;
  /** Track height: `sm` 4px, `md` 8px. @default 'md' */
  size?: ProgressBarSize;
  /** Fill color. `accent` for work in progress; the others to echo an outcome or a limit. @default 'accent' */
  tone?: ProgressBarTone;
}

/**
 * Progress of a task of known length (value between `minValue` and `maxValue`, 0-100 by default), or of
 * unknown length with `isIndeterminate` (a sliding bar; a pulse under reduced motion). For a small
 * inline "loading", prefer Spinner.
 */
export function ProgressBar({ label, showValueLabel, size, tone, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => {
        const showValue = (showValueLabel ?? !isIndeterminate) && valueText != null;
        return (
          <>
            {(label != null || showValue) && (
              <div className={styles.header}>
                {label != null && <Label>{label}</Label>}
                {showValue && <span className={styles.value}>{valueText}</span>}
              </div>
            )}
            <div className={styles.track({ size })}>
              <div
                className={styles.fill({ tone, indeterminate: isIndeterminate })}
                style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        );
      }}
    </RACProgressBar>
  );
}
