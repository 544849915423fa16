import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components/Checkbox';
import { Description, FieldError, type ErrorMessage } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, next to the box. */
  children?: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Overrides the validation's message when invalid (standalone checkbox only; a group shows its own). */
  errorMessage?: ErrorMessage;
}

/**
 * A checkbox with its label, optional description and error message. Inside a CheckboxGroup give
 * it a `value`. `isIndeterminate` shows a dash.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={mergeClassName(styles.field, className)}>
      <CheckboxButton className={styles.option}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus className={styles.check} size={14} strokeWidth={3} />
              ) : isSelected ? (
                <Check className={styles.check} size={14} strokeWidth={3} />
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description != null && <Description className={styles.indented}>{description}</Description>}
      <FieldError className={styles.indented}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
