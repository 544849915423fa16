import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import { Description, FieldError, type ErrorMessage } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The visible label, next to the track; also the switch's accessible name. */
  children?: ReactNode;
  /** Help text under the label, read as the switch's description. */
  description?: ReactNode;
  /** Overrides the validation's message when invalid (e.g. the save of the new state failed). */
  errorMessage?: ErrorMessage;
}

/**
 * An on/off setting that takes effect at once (user active, business phone enabled for call rescue):
 * role switch, Space toggles. For a choice that is submitted with a form, a Checkbox reads better.
 * Controlled with `isSelected`/`onChange(boolean)` or uncontrolled with `defaultSelected`.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={mergeClassName(styles.field, className)}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </SwitchButton>
      {description != null && <Description className={styles.indented}>{description}</Description>}
      <FieldError className={styles.indented}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
