import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components/RadioGroup';
import { group, options } from '../CheckboxGroup/CheckboxGroup.css.ts';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldParts {
  /** The Radio options. */
  children?: ReactNode;
}

/** One choice among several. Arrow keys move the selection; Tab leaves the group. */
export function RadioGroup({ label, description, errorMessage, className, children, ...props }: RadioGroupProps) {
  const orientation = props.orientation ?? 'vertical';
  return (
    <RACRadioGroup {...props} className={mergeClassName(group, className)}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {description != null && <Description>{description}</Description>}
      <div className={options} data-orientation={orientation}>
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The label, next to the circle. */
  children?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={mergeClassName(styles.radio, className)}>
      <span className={styles.circle} aria-hidden="true" />
      <span>{children}</span>
    </RACRadio>
  );
}
