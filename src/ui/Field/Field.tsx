import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components/FieldError';
import { Label as RACLabel, type LabelProps as RACLabelProps } from 'react-aria-components/Label';
import { Text, type TextProps as RACTextProps } from 'react-aria-components/Text';
import type { ValidationResult } from 'react-aria-components/TextField';
import { cx, mergeClassName } from '../theme/classNames.ts';
import * as styles from './Field.css.ts';

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a red asterisk after the label. It sits outside the <label> and is aria-hidden, so the
   * accessible name stays 'Username' (assistive technology reads 'required' from the field).
   */
  isRequired?: boolean;
}

/** A field's label. Inside a RAC field it is wired to the control automatically. */
export function Label({ isRequired, className, ...props }: LabelProps) {
  const label = <RACLabel {...props} className={cx(styles.label, className)} />;
  if (!isRequired) return label;
  return (
    <span className={styles.labelRow}>
      {label}
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
    </span>
  );
}

export type DescriptionProps = Omit<RACTextProps, 'slot'>;

/** Help text under a field, read as the control's description. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

export type FieldErrorProps = RACFieldErrorProps;

/**
 * The field's validation message; renders only while the field is invalid. Text comes from the
 * children, else from the field's validation (`validate`, `isRequired` with native validation, or
 * the Form's `validationErrors`).
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={mergeClassName(styles.fieldError, className)}>
      {(renderProps) => {
        const message =
          typeof children === 'function'
            ? children(renderProps)
            : (children ?? (renderProps.validationErrors.length > 0 ? renderProps.validationErrors.join(' ') : null));
        if (message == null || message === false || message === '') return null;
        return (
          <>
            <CircleAlert className={styles.fieldErrorIcon} size={14} aria-hidden="true" focusable="false" />
            <span>{message}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}

/** An error message given as text, or computed from the validation result. */
export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Shared label/description/error props of every field wrapper. */
export interface FieldParts {
  /** Visible label. Omit only with an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Overrides the validation's own message when the field is invalid. */
  errorMessage?: ErrorMessage;
}

export { styles as fieldStyles };

/** A label's look for a group that is not one control (e.g. a chosen reference with its clear button). */
export function LabelText({ isRequired, children, id }: { isRequired?: boolean; children: ReactNode; id?: string }) {
  return (
    <span className={styles.labelRow}>
      <span id={id} className={styles.label}>
        {children}
      </span>
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/** An error message's look outside react-aria's validation (a group's own error). */
export function FieldErrorText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.fieldError}>
      <CircleAlert className={styles.fieldErrorIcon} size={14} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </span>
  );
}
