import {
  createFormHook,
  createFormHookContexts,
  revalidateLogic,
  useStore,
  type AnyFieldApi,
  type AnyFormApi,
} from '@tanstack/react-form';
import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox.tsx';
import { Form, type FormProps } from '../Form/Form.tsx';
import { ReferenceField, type ReferenceFieldProps } from '../ReferenceField/ReferenceField.tsx';
import { ReferenceListField, type ReferenceListFieldProps } from '../ReferenceListField/ReferenceListField.tsx';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { Switch, type SwitchProps } from '../Switch/Switch.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/**
 * The console's one way to build a form: TanStack Form (dirty, touched, submitting, reset to saved values) joined
 * once to the design system's fields. A field's `validators.onDynamic` is checked on submit and, after the first
 * submit, on every change ("reward early, punish late"); its message is the field's error. Errors the server put on
 * a field (`{field: [messages]}`) show there until the field is edited; the rest show in the form's banner.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** What the binding controls; the rest of each widget's props pass through. */
type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'validate';

/** The message a bound field shows: the first of its errors (rule messages are strings). */
function errorOf(field: AnyFieldApi): string | undefined {
  const error = field.state.meta.errors.find((e: unknown) => e != null && e !== '');
  return error == null ? undefined : String(error);
}

/** A change clears what the server said about this field: the person is answering it. */
function change(field: AnyFieldApi, value: unknown) {
  field.handleChange(value);
  if (field.state.meta.errorMap.onServer !== undefined) {
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
  }
}

function BoundTextField(props: Omit<TextFieldProps, Bound>) {
  const field = useFieldContext<string>();
  const error = errorOf(field);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(value) => change(field, value)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

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
 * The form element: submits through the form; what a failed save threw (an error with `fieldErrors` and `detail`,
 * as the API client's ApiError has) lands on the form; then focus moves to the first field that shows an error.
 */
function AppFormElement({ children, ...props }: Omit<FormProps, 'onSubmit' | 'validationBehavior'>) {
  const form = useFormContext();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const element = event.currentTarget;
    form.setErrorMap({ onServer: undefined });
    try {
      await form.handleSubmit();
    } catch (error) {
      if (!isServerErrors(error)) throw error;
      setServerErrors(form, error);
    }
    // After React has drawn the messages: the first invalid control takes focus (WCAG 3.3.1).
    requestAnimationFrame(() => focusFirstInvalid(element));
  }
  return (
    <Form {...props} validationBehavior="aria" onSubmit={onSubmit}>
      {children}
    </Form>
  );
}

function isServerErrors(error: unknown): error is ServerErrors {
  return typeof error === 'object' && error !== null && 'fieldErrors' in error;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector('[data-invalid]');
  const control =
    invalid?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button, [tabindex]') ??
    (invalid instanceof HTMLElement ? invalid : null);
  control?.focus();
}

/** The form's submit button: pending while the form submits (with `pendingLabel`, e.g. 'Saving...'). */
function SubmitButton({ children, variant = 'primary', ...props }: Omit<ButtonProps, 'type' | 'isPending'>) {
  const form = useFormContext();
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button {...props} type="submit" variant={variant} isPending={isSubmitting}>
      {children}
    </Button>
  );
}

/** What the server said about the form as a whole (its `detail`, or errors of fields the form does not show). */
function FormErrorBanner() {
  const form = useFormContext();
  const error = useStore(form.store, (state) => state.errorMap.onServer);
  if (error == null || error === '') return null;
  return <Banner tone="error">{String(error)}</Banner>;
}

/** Shows `children` while the values differ from the saved ones (the overview's reminder to save). */
function WhileChanged({ children }: { children: ReactNode }) {
  const form = useFormContext();
  const changed = useStore(form.store, (state) => !state.isDefaultValue);
  return changed ? <>{children}</> : null;
}

const hook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    Select: BoundSelect,
    Checkbox: BoundCheckbox,
    Switch: BoundSwitch,
    ReferenceField: BoundReferenceField,
    ReferenceListField: BoundReferenceListField,
  },
  formComponents: { Form: AppFormElement, SubmitButton, FormErrorBanner, WhileChanged },
});

type AppFormOptions = Parameters<typeof hook.useAppForm>[0];

/**
 * A form: TanStack Form's `useAppForm` with the console's validation timing (on submit, then on change). Its
 * `onSubmit` may throw what the API said (ApiError): the form element puts it on the fields. Render it as
 * `<form.AppForm><form.Form aria-label=…>…</form.Form></form.AppForm>`, fields as
 * `<form.AppField name="email" validators={{ onDynamic: rules(emailRules) }}>{(f) => <f.TextField label="Email" />}
 * </form.AppField>`.
 */
export const useAppForm = ((options: AppFormOptions) =>
  hook.useAppForm({
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    ...options,
    // Only a default is added: the generic signature is TanStack's own.
  })) as unknown as typeof hook.useAppForm;

export const { withForm, withFieldGroup, useTypedAppFormContext } = hook;
export { useFieldContext, useFormContext, useStore as useFormStore };

/** A check of a field: the message to show, or undefined when the value passes. */
export type FieldRule<V> = (value: V) => string | undefined;

/** A field validator from rules (the first failing rule's message), for `validators: { onDynamic: … }`. */
export function rules<V>(list: ReadonlyArray<FieldRule<V>>) {
  return ({ value }: { value: V }) => {
    for (const rule of list) {
      const message = rule(value);
      if (message) return message;
    }
    return undefined;
  };
}

/** What a failed save said, in DRF's shapes: `{field: [messages]}` and a `detail` text. */
export interface ServerErrors {
  fieldErrors?: Record<string, readonly string[]>;
  detail?: string;
}

/**
 * Puts a failed save's errors on the form: each field's messages on that field (until it is edited), and the
 * `detail` with any errors of fields the form does not show in its banner. Returns whether any field got one.
 */
export function setServerErrors(form: AnyFormApi, errors: ServerErrors): boolean {
  const shown = new Set(Object.keys(form.fieldInfo));
  const elsewhere: string[] = errors.detail ? [errors.detail] : [];
  let onFields = false;
  for (const [name, messages] of Object.entries(errors.fieldErrors ?? {})) {
    const text = messages.join(' ');
    if (shown.has(name)) {
      form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: text } }));
      onFields = true;
    } else elsewhere.push(text);
  }
  form.setErrorMap({ onServer: elsewhere.length > 0 ? elsewhere.join(' ') : undefined });
  return onFields;
}
