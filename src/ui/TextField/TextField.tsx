import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { Input } from 'react-aria-components/Input';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { useControlledState } from 'react-stately/useControlledState';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/**
 * Reward early, punish late: once a field shows an error, check it again on every keystroke so the
 * message goes away as soon as the value is fixed (and a server error goes on the first edit, so
 * Enter can resubmit). RAC re-validates on the native change event, which otherwise fires on blur.
 */
function revalidateWhileInvalid(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const control = event.currentTarget;
  if (control.getAttribute('aria-invalid') === 'true') control.dispatchEvent(new Event('change'));
}

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldParts {
  /** Input type. Default `text`. Ignored when `multiline`. */
  type?: TextFieldType;
  placeholder?: string;
  /** Renders a resizable textarea instead of an input. */
  multiline?: boolean;
  /** Visible rows of the textarea. Default 4. */
  rows?: number;
}

/**
 * A labelled text input with description and error message. Errors come from validation: the
 * field's `validate`, the Form's `validationErrors`, or `isInvalid` + `errorMessage`. With the
 * default native validation a message appears on submit (or on leaving a changed field) and, once
 * shown, is re-checked as the person types.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows = 4,
  type = 'text',
  className,
  value: valueProp,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue ?? '', onChange);
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // A field the server rendered may hold text typed or autofilled before the page's script started (client:intent):
  // that text is the field's value from hydration on. A field rendered in the browser holds its value already.
  useLayoutEffect(() => {
    const typed = control.current?.value;
    if (typed && typed !== value) setValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field hydrates
  }, []);
  return (
    <RACTextField
      {...props}
      value={value}
      onChange={setValue}
      type={multiline ? undefined : type}
      className={mergeClassName(fieldStyles.field, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {multiline ? (
        <TextArea
          ref={control}
          className={`${fieldStyles.input} ${fieldStyles.textarea}`}
          placeholder={placeholder}
          rows={rows}
          onInput={revalidateWhileInvalid}
        />
      ) : (
        <Input ref={control} className={fieldStyles.input} placeholder={placeholder} onInput={revalidateWhileInvalid} />
      )}
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
