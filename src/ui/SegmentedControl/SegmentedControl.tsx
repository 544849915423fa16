import { createContext, useContext, type ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from 'react-aria-components/RadioGroup';
import { Label } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './SegmentedControl.css.ts';

export const segmentedControlSizes = styles.segmentedControlSizes;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

const SizeContext = createContext<SegmentedControlSize | undefined>(undefined);

export interface SegmentedControlProps extends Omit<RadioGroupProps, 'children' | 'orientation'> {
  /** The Segment options, two or a few short words each. */
  children?: ReactNode;
  /** A visible label above the track. Without it, name the control with `aria-label`. */
  label?: ReactNode;
  /** `md` matches the 36px controls (default), `sm` the 28px ones. */
  size?: SegmentedControlSize;
}

/**
 * Switches a view between a few exclusive modes (e.g. 'Accounts' / 'Parent accounts'): one track, the chosen
 * segment raised. Built on RAC RadioGroup, so it is one Tab stop and the arrow keys move the selection (the view
 * follows at once), and it reads as 'radio, 1 of 2, checked'. Controlled (`value` + `onChange`) or `defaultValue`.
 */
export function SegmentedControl({ label, size, className, children, ...props }: SegmentedControlProps) {
  return (
    <RadioGroup {...props} orientation="horizontal" className={mergeClassName(styles.root, className)}>
      {label != null && <Label>{label}</Label>}
      <div className={styles.track}>
        <SizeContext.Provider value={size}>{children}</SizeContext.Provider>
      </div>
    </RadioGroup>
  );
}

export interface SegmentProps extends Omit<RadioProps, 'children'> {
  /** The segment's text (and an optional decorative icon before it). */
  children?: ReactNode;
}

/** One option of a SegmentedControl; its `value` is what `onChange` receives. */
export function Segment({ className, ...props }: SegmentProps) {
  const size = useContext(SizeContext);
  return <Radio {...props} className={mergeClassName(styles.segment({ size }), className)} />;
}
