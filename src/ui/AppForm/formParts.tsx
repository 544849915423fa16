import {
  createFormHook,
  createFormHookContexts,
  revalidateLogic,
  useStore,
  type AnyFieldApi,
  type AnyFormApi,
  type AppFieldExtendedReactFormApi,
  type FormOptions,
  type ValidationLogicFn,
} from '@tanstack/react-form';
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Form, type FormProps } from '../Form/Form.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { askToLeave, registerUnsaved } from '../LeaveGuard/unsavedChanges.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/**
 * The console's one way to build a form: TanStack Form (dirty, touched, submitting, reset to saved values) joined
 * once to the design system's fields. A field's rules (the form's `rules`, by field name) are checked on submit and,
 * after the first submit, on every change ("reward early, punish late"); the first failing rule's message is the
 * field's error. Errors the server put on a field (`{field: [messages]}`) show there until the field is edited; the
 * rest show in the form's banner.
 *
 * This module is what every form shares, whichever fields it binds: `useAppForm` (AppForm.tsx) binds every field
 * kind, `useTextForm` (TextForm.tsx) text fields only, for pages that should not load the other widgets.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** What the binding controls; the rest of each widget's props pass through. */
export type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'validate';

/** The message a bound field shows: the first of its errors (rule messages are strings). */
export function errorOf(field: AnyFieldApi): string | undefined {
  const error = field.state.meta.errors.find((e: unknown) => e != null && e !== '');
  return error == null ? undefined : String(error);
}

/** A change clears what the server said about this field: the person is answering it. */
export function change(field: AnyFieldApi, value: unknown) {
  field.handleChange(value);
  if (field.state.meta.errorMap.onServer !== undefined) {
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
  }
}

export function BoundTextField(props: Omit<TextFieldProps, Bound>) {
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

/**
 * The form element: submits through the form; what a failed save threw (an error with `fieldErrors` and `detail`,
 * as the API client's ApiError has) lands on the form; then focus moves to the first field that shows an error.
 * While its values differ from the saved ones (and are not being saved), leaving the page, its tab or its dialog
 * asks first, where the page mounts a LeaveGuard (signed-in screens do).
 */
function AppFormElement({
  children,
  failedSave = 'keep',
  ...props
}: Omit<FormProps, 'onSubmit' | 'validationBehavior' | 'ref'> & {
  /**
   * What a save that failed for no field's reason (a server error, no answer) does with what was typed: `keep` it
   * in the fields, or `reset` the fields to the saved values (spec 8's account forms) and offer to restore it.
   * @default 'keep'
   */
  failedSave?: 'keep' | 'reset';
}) {
  const form = useFormContext();
  const element = useRef<HTMLFormElement>(null);
  // What a reset after a failed save took out of the fields, until it is restored or the next save starts.
  const [typed, setTypedState] = useState<TypedValues | null>(null);
  const typedRef = useRef(typed);
  const setTyped = (value: TypedValues | null) => {
    typedRef.current = value;
    setTypedState(value);
  };
  // The values a successful save sent: a form that stays open after saving (or leaves on its own) is clean until
  // the next change, whether or not its saved values come back as new defaults.
  const saved = useRef<unknown>(undefined);
  useEffect(
    () =>
      registerUnsaved({
        element: () => element.current,
        // Typed values waiting to be restored are unsaved changes too: leaving would lose them.
        isDirty: () => {
          const state = form.state;
          if (typedRef.current) return true;
          return !state.isDefaultValue && !state.isSubmitting && state.values !== saved.current;
        },
        discard: () => {
          setTyped(null);
          form.reset();
        },
      }),
    [form],
  );

  // Someone else saved the record first: the fields they changed, by label, while the person decides.
  const [conflict, setConflict] = useState<string[] | null>(null);
  // Their version becomes the form's saved values once the screen has it (a render after the refusal): fields the
  // person has not changed then show it, so saving over it changes only what the person changed. A passive effect
  // runs after the screen's own form has taken its new options.
  const adoptedFrom = useRef<unknown>(undefined);
  useEffect(() => {
    const saved = savedValuesOf(form);
    if (!conflict || saved === adoptedFrom.current) return;
    adoptedFrom.current = saved;
    keepOnlyChangedFields(form);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget;
    form.setErrorMap({ onServer: undefined });
    setConflict(null);
    setTyped(null);
    try {
      await form.handleSubmit();
      if (form.state.isSubmitSuccessful) saved.current = form.state.values;
    } catch (error) {
      if (!isServerErrors(error)) throw error;
      if (error.conflict) {
        adoptedFrom.current = savedValuesOf(form);
        setConflict(labelsOf(target, form, error.conflict));
      } else if (failedSave === 'reset' && !namesShownField(form, error)) {
        setTyped({ values: resetToSaved(form), detail: error.detail });
      } else setServerErrors(form, error);
    }
    // After React has drawn the messages: the first invalid control takes focus (WCAG 3.3.1).
    requestAnimationFrame(() => focusFirstInvalid(target));
  }
  return (
    <Form {...props} ref={element} validationBehavior="aria" onSubmit={onSubmit}>
      {conflict && (
        <EditConflict
          fields={conflict}
          onReload={() => {
            setConflict(null);
            form.reset();
            requestAnimationFrame(() => focusFirstControl(element.current));
          }}
          onOverwrite={() => {
            element.current?.querySelector<HTMLElement>('[type=submit]')?.focus();
            element.current?.requestSubmit();
          }}
        />
      )}
      {typed && (
        <RestoreTyped
          detail={typed.detail}
          onRestore={() => {
            setTyped(null);
            setValues(form, typed.values);
            // The button goes with the banner: focus goes to the first field given back, not to the page.
            requestAnimationFrame(() => focusField(element.current, typed.values[0]?.[0]));
          }}
        />
      )}
      {children}
    </Form>
  );
}

/** The fields a reset took back to their saved values, with what had been typed in them; and why the save failed. */
interface TypedValues {
  values: ReadonlyArray<readonly [string, unknown]>;
  detail: string | undefined;
}

/** A save failed and the form went back to the saved values (spec 8): what was typed, one press away. */
function RestoreTyped({ detail, onRestore }: { detail: string | undefined; onRestore: () => void }) {
  return (
    <Banner
      tone="error"
      role="alert"
      title="Your changes were not saved."
      action={<Button onPress={onRestore}>Restore what you typed</Button>}
    >
      {detail ? `${detail} ` : ''}The form shows the saved values again; restore what you typed to try once more.
    </Banner>
  );
}

/**
 * A save refused because someone else saved first: what they changed, and the two ways on. Reload shows their
 * version (the form's saved values are theirs by now); Save mine sends this form again over it.
 */
function EditConflict({
  fields,
  onReload,
  onOverwrite,
}: {
  fields: readonly string[];
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <Banner
      tone="warning"
      role="alert"
      title="Someone else saved this record after you opened it."
      action={
        <Stack gap="xs">
          <Button onPress={onReload}>Reload</Button>
          <Button onPress={onOverwrite}>Save mine</Button>
        </Stack>
      }
    >
      {fields.length > 0 ? `They changed: ${fields.join(', ')}. ` : ''}
      Reload to see their version (your changes here are dropped), or save yours over theirs.
    </Banner>
  );
}

/**
 * The form's saved values as the screen last gave them. The form in context is TanStack's copy of the form made
 * at first render, whose `options` stay that render's; a field's form is the live one.
 */
function savedValuesOf(form: AnyFormApi): unknown {
  const field = Object.values(form.fieldInfo).find((info) => info?.instance)?.instance;
  return (field?.form ?? form).options.defaultValues;
}

/** Every field back to its saved value; returns the fields the person had changed, with what they held. */
function resetToSaved(form: AnyFormApi): Array<readonly [string, unknown]> {
  const changed = Object.keys(form.fieldInfo).filter((name) => form.getFieldMeta(name)?.isDirty);
  const typed = changed.map((name) => [name, form.getFieldValue(name)] as const);
  form.reset();
  return typed;
}

function setValues(form: AnyFormApi, values: ReadonlyArray<readonly [string, unknown]>) {
  for (const [name, value] of values) form.setFieldValue(name, value);
}

/** Back to the saved values, but for the fields the person changed, which keep what they typed. */
function keepOnlyChangedFields(form: AnyFormApi) {
  setValues(form, resetToSaved(form));
}

/** Whether the server named a field this form shows (the person can answer it there). */
function namesShownField(form: AnyFormApi, errors: ServerErrors): boolean {
  return Object.keys(errors.fieldErrors ?? {}).some((name) => name in form.fieldInfo);
}

/** Names the changed fields as the form labels them; those the form does not show are left out. */
function labelsOf(element: HTMLFormElement, form: AnyFormApi, paths: readonly string[]): string[] {
  const shown = new Set(Object.keys(form.fieldInfo));
  const labels = paths.flatMap((path) => {
    const name = [path, path.split('.').pop()!].find((candidate) => shown.has(candidate));
    if (!name) return [];
    const control = element.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
    const label = control?.labels?.[0]?.textContent ?? labelledBy(control);
    return [label?.trim() || name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())];
  });
  return [...new Set(labels)];
}

function labelledBy(control: Element | null | undefined): string | undefined {
  const ids = control?.getAttribute('aria-labelledby')?.split(' ') ?? [];
  const text = ids.map((id) => control?.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
  return text.trim() || undefined;
}

/** The control of the field named `name`, or else the form's first. */
function focusField(form: HTMLFormElement | null, name: string | undefined) {
  const control = name ? form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null;
  if (control && control.getAttribute('type') !== 'hidden') control.focus();
  else focusFirstControl(form);
}

function focusFirstControl(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox], button')?.focus();
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

/**
 * A Cancel that throws the form's content away (an inline edit's Cancel): asks first while the form is dirty, then
 * runs `onPress`. A dialog's Cancel needs none: closing the dialog asks.
 */
function CancelButton({ onPress, ...props }: Omit<ButtonProps, 'type'>) {
  return (
    <Button
      {...props}
      onPress={(event) => {
        const scope = event.target instanceof Element ? event.target.closest('form') : null;
        void askToLeave(scope).then((leave) => leave && onPress?.(event));
      }}
    />
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

/** Tells its owner whether the values differ from the saved ones, whenever that changes (e.g. to hold back actions that send what is saved). */
function ReportChanged({ onChange }: { onChange: (changed: boolean) => void }) {
  const form = useFormContext();
  const changed = useStore(form.store, (state) => !state.isDefaultValue);
  useEffect(() => onChange(changed), [changed, onChange]);
  return null;
}

/** The form-level parts every form gets (`form.Form`, `form.SubmitButton`, …), whatever fields it binds. */
const formComponents = {
  Form: AppFormElement,
  SubmitButton,
  CancelButton,
  FormErrorBanner,
  WhileChanged,
  ReportChanged,
};

/** The console's validation timing: on submit, then on every change. */
const submitThenChange = () => revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' });

/** A check of a field: the message to show, or undefined when the value passes. */
export type FieldRule<V> = (value: V) => string | undefined;

/** A form's rules by field name: `useAppForm({ rules: { email: [required, emailFormat] } })`. */
export type FormRules<Values> = { readonly [Name in keyof Values]?: ReadonlyArray<FieldRule<Values[Name]>> };

/** A field validator from rules: the first failing rule's message. */
function rules<V>(list: ReadonlyArray<FieldRule<V>>) {
  return ({ value }: { value: V }) => {
    for (const rule of list) {
      const message = rule(value);
      if (message) return message;
    }
    return undefined;
  };
}

/**
 * The form's timing `logic`, checking each field that has no `onDynamic` validator of its own with the form's rules
 * of its name (a field the rules do not name has no check). The rules are read as the check runs, so they are
 * those of the form's latest render.
 */
const withFieldRules =
  (logic: ValidationLogicFn): ValidationLogicFn =>
  (props) => {
    const name = props.event.fieldName;
    if (name === undefined || props.validators?.onDynamic) return logic(props);
    const list = (props.form.options as { rules?: Record<string, ReadonlyArray<FieldRule<unknown>>> }).rules?.[name];
    return logic(list ? { ...props, validators: { ...props.validators, onDynamic: rules(list) } } : props);
  };

/** TanStack's form options without form-level validators (fields carry the checks), plus the fields' rules. */
type ConsoleFormOptions<Values, SubmitMeta> = FormOptions<
  Values,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  SubmitMeta
> & { rules?: FormRules<NoInfer<Values>> };

/**
 * A form hook bound to the given field widgets, with the shared contexts, form parts and validation timing: each
 * hook module (AppForm.tsx, TextForm.tsx) says only which fields its forms may use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own bound on field components
export function createConsoleFormHook<Fields extends Record<string, ComponentType<any>>>(fieldComponents: Fields) {
  const hook = createFormHook({ fieldContext, formContext, fieldComponents, formComponents });
  /** TanStack's `useAppForm` with the console's timing (unless the form gives its own) and the fields' `rules`. */
  function useConsoleForm<Values, SubmitMeta>(
    options: ConsoleFormOptions<Values, SubmitMeta>,
  ): AppFieldExtendedReactFormApi<
    Values,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    SubmitMeta,
    Fields,
    typeof formComponents
  > {
    return hook.useAppForm({
      ...options,
      validationLogic: withFieldRules(options.validationLogic ?? submitThenChange()),
    });
  }
  return { ...hook, useAppForm: useConsoleForm };
}

const checkedOnBlur = revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' });
const checkedOnChange = revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' });

/**
 * Another timing, for forms whose Save waits for valid values (so a submit never comes to show the messages):
 * `useAppForm({ validationLogic: checkedOnceLeft, … })` checks a field when it is left and, from then on, at every
 * change, so a required field touched and left empty says so at once. A submit checks every field, as usual.
 */
export const checkedOnceLeft: ValidationLogicFn = (props) => {
  const { type, fieldName } = props.event;
  const left = fieldName !== undefined && props.form.getFieldMeta(fieldName)?.isBlurred === true;
  return (left && type === 'change' ? checkedOnChange : checkedOnBlur)(props);
};

export { useStore as useFormStore };

/**
 * What a failed save said, in DRF's shapes: `{field: [messages]}` and a `detail` text; or, when someone else saved
 * the record first (412), the names of the fields they changed (`conflict`, dotted inside groups).
 */
export interface ServerErrors {
  fieldErrors?: Record<string, readonly string[]>;
  detail?: string;
  conflict?: readonly string[];
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
