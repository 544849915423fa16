import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox.tsx';
import { ReferenceField, type ReferenceFieldProps } from '../ReferenceField/ReferenceField.tsx';
import { ReferenceListField, type ReferenceListFieldProps } from '../ReferenceListField/ReferenceListField.tsx';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { Switch, type SwitchProps } from '../Switch/Switch.tsx';
import { BoundTextField, change, createConsoleFormHook, errorOf, useFieldContext, type Bound } from './formParts.tsx';

/** A Select whose value is the chosen option's key (text), '' for none. */
function BoundSelect<T extends object>(props: Omit<SelectProps<T>, Bound | 'selectedKey' | 'onSelectionChange'>) {
  const field = useFieldContext<string>();
  const error = errorOf(field);
  return (
    <Select
      {...props}
      name={field.name}
      selectedKey={field.state.value === '' ? null : field.state.value}
      onSelectionChange={(key) => change(field, key == null ? '' : String(key))}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

function BoundCheckbox(props: Omit<CheckboxProps, Bound | 'isSelected'>) {
  const field = useFieldContext<boolean>();
  const error = errorOf(field);
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={field.state.value}
      onChange={(value) => change(field, value)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

function BoundSwitch(props: Omit<SwitchProps, Bound | 'isSelected'>) {
  const field = useFieldContext<boolean>();
  return (
    <Switch
      {...props}
      name={field.name}
      isSelected={field.state.value}
      onChange={(value) => change(field, value)}
      onBlur={field.handleBlur}
    />
  );
}

/** A reference (`{id, name}` or null): a link with a clear button when set, a remote search picker when not. */
function BoundReferenceField<T extends { id: number | string; name: string }>(
  props: Omit<ReferenceFieldProps<T>, 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'>,
) {
  const field = useFieldContext<T | null>();
  const error = errorOf(field);
  return (
    <ReferenceField
      {...props}
      value={field.state.value}
      onChange={(value) => change(field, value)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/** References (`{id, name}[]`): chips with remove buttons, and a remote search picker that adds one. */
function BoundReferenceListField<T extends { id: number | string; name: string }>(
  props: Omit<ReferenceListFieldProps<T>, 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'>,
) {
  const field = useFieldContext<T[]>();
  const error = errorOf(field);
  return (
    <ReferenceListField
      {...props}
      value={field.state.value}
      onChange={(value) => change(field, value)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/**
 * A form: TanStack Form's `useAppForm` with the console's validation timing (on submit, then on change) and its
 * fields' rules by name (`useAppForm({ defaultValues, rules: { email: emailRules }, onSubmit })`). Its `onSubmit` may
 * throw what the API said (ApiError): the form element puts it on the fields. Render it as
 * `<form.AppForm><form.Form aria-label=…>…</form.Form></form.AppForm>`, fields as
 * `<form.AppField name="email">{(f) => <f.TextField label="Email" />}</form.AppField>`; a check that reads other
 * fields is the field's own `validators={{ onDynamic: ({ value, fieldApi }) => … }}`.
 */
export const { useAppForm, withForm, withFieldGroup, useTypedAppFormContext } = createConsoleFormHook({
  TextField: BoundTextField,
  Select: BoundSelect,
  Checkbox: BoundCheckbox,
  Switch: BoundSwitch,
  ReferenceField: BoundReferenceField,
  ReferenceListField: BoundReferenceListField,
});
