import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './CheckboxGroup.css.ts';

export const groupOrientations = ['vertical', 'horizontal'] as const;
export type GroupOrientation = (typeof groupOrientations)[number];

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldParts {
  /** The Checkbox options (each with a `value`). */
  children?: ReactNode;
  /** Layout of the options. Default `vertical`. */
  orientation?: GroupOrientation;
}

/** Several checkboxes under one label: value is the array of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={mergeClassName(styles.group, className)}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {description != null && <Description>{description}</Description>}
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
