import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components/Form';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { showFieldIntent } from '../hooks/fieldIntent.ts';
import { cx } from '../theme/classNames.ts';
import { form, formGaps, section, sectionFields, sectionTitle, sectionWide } from './Form.css.ts';

export { formGaps };
export type FormGap = (typeof formGaps)[number];

export interface FormProps extends RACFormProps {
  /** Space between fields. Default `lg` (16px). */
  gap?: FormGap;
  /** The form element (RAC's own ref is taken by the form). */
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form laid out as a column of fields.
 *
 * `validationBehavior` defaults to `native` (RAC's own default): nothing shows on load; on submit
 * every invalid field shows its message (from `validate`, else the browser's own for `isRequired`,
 * `type="email"`...), focus moves to the first one and `onSubmit` is not called. Once shown, a
 * TextField's message is re-checked on every keystroke and goes as soon as the value is fixed.
 * `aria` instead shows `validate` results on every keystroke from the first render (an empty
 * required field is red on load) and never blocks submission.
 *
 * `validationErrors` (`{ fieldName: message }`, e.g. from zod or the server after submit) show in
 * both modes until that field is edited (TextField) or changed and left (other fields). Keep that
 * object referentially stable (state): a new object on every render shows every message again.
 *
 * A hover over the form loads the code of its Selects and ComboBoxes (see `useFieldIntent`); so does focusing one.
 */
export function Form({ gap, validationBehavior = 'native', className, onPointerEnter, ref, ...props }: FormProps) {
  const element = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLFormElement, []);
  // Says the form now answers submits itself: a form submitted before its island hydrated is submitted again then
  // (src/directives/hydrateOnIntent.ts).
  useEffect(() => element.current?.setAttribute('data-interactive', ''), []);
  return (
    <RACForm
      {...props}
      ref={element}
      onPointerEnter={(event) => {
        showFieldIntent();
        onPointerEnter?.(event);
      }}
      validationBehavior={validationBehavior}
      className={cx(form({ gap }), className)}
    />
  );
}

export interface FormSectionProps {
  /** The group's title, e.g. 'Calendar'; names the group for assistive technology. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A titled group of a long form's fields (a fieldset with its legend), laid out in as many columns as fit: two or
 * three on a desktop, one on a phone. Wrap a field that needs the whole row in `FormSectionWide`.
 */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className={section}>
      <legend className={sectionTitle}>{title}</legend>
      <div className={sectionFields}>{children}</div>
    </fieldset>
  );
}

/** A field of a FormSection that takes the whole row. */
export function FormSectionWide({ children }: { children: ReactNode }) {
  return <div className={sectionWide}>{children}</div>;
}
