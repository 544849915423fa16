import { Check } from 'lucide-react';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { LiveRegion } from '../LiveRegion/LiveRegion.tsx';
import { cx } from '../theme/classNames.ts';
import * as styles from './Stepper.css.ts';

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The steps' labels in order, e.g. ['Create account', 'Provision bot number', 'Finished']. */
  steps: readonly string[];
  /**
   * Index (0-based) of the step the person is on; steps before it are complete. `steps.length` marks every
   * step complete.
   */
  currentIndex: number;
  /** Read after a completed step's label. Default 'completed'. */
  completedText?: string;
  /** Names the list for assistive technology. Default 'Progress'. */
  'aria-label'?: string;
  ref?: Ref<HTMLOListElement>;
}

/** The state of step `index` when the person is on `currentIndex`. */
export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/** What the stepper says when the step changes: 'Step 2 of 3: Provision bot number'. */
export const stepAnnouncement = (steps: readonly string[], index: number) =>
  index < steps.length
    ? `Step ${index + 1} of ${steps.length}: ${steps[index]}`
    : `All ${steps.length} steps completed`;

/**
 * Where a person is in a multi-step flow (the add-account wizard): an ordered list of numbered steps, complete
 * ones with a check mark (read as '…, completed'), the current one marked `aria-current="step"`. Display only:
 * the wizard's own buttons move between steps. Below 640px only the current step's label stays visible. A step
 * reached after the first render is announced ('Step 2 of 3: Provision bot number') through a polite live region
 * that is there from the start.
 */
export function Stepper({
  steps,
  currentIndex,
  completedText = 'completed',
  'aria-label': ariaLabel = 'Progress',
  className,
  ...props
}: StepperProps) {
  // The step shown at first is on the page already; only the steps reached from it are said.
  const [firstIndex] = useState(currentIndex);
  return (
    <>
      <ol {...props} aria-label={ariaLabel} className={cx(styles.list, className)}>
        {steps.map((label, index) => {
          const state = stepState(index, currentIndex);
          return (
            <li
              key={index}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.label}>
                {label}
                {state === 'complete' && <span className={styles.srOnly}>, {completedText}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <LiveRegion isVisuallyHidden>
        {currentIndex === firstIndex ? null : stepAnnouncement(steps, currentIndex)}
      </LiveRegion>
    </>
  );
}
