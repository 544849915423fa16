import { Minus, Plus } from 'lucide-react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components/NumberField';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldParts {
  /** Shown while empty, e.g. a typical value. */
  placeholder?: string;
}

/**
 * A labelled number input with − and + stepper buttons ('Decrease …' / 'Increase …', named after the
 * label). ArrowUp/ArrowDown step by `step`, PageUp/PageDown by more, Home/End jump to `minValue`/
 * `maxValue`; typed text is parsed and clamped on blur. `formatOptions` (Intl.NumberFormat) sets the
 * display: units, percent, grouping. `onChange` receives a number (NaN when cleared).
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (c) => [fieldStyles.field, c].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.control}>
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <span className={styles.steppers}>
          <Button slot="decrement" className={styles.stepButton}>
            <Minus size={16} aria-hidden="true" />
          </Button>
          <Button slot="increment" className={styles.stepButton}>
            <Plus size={16} aria-hidden="true" />
          </Button>
        </span>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
