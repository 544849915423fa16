import { CircleAlert } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
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
  /**
   * With `isRequired`: the label's text says '(required)' to assistive technology (visually hidden), for a control
   * that cannot carry `aria-required` itself, such as a Select's button (see `RequiredWord`).
   */
  requiredInName?: boolean;
}

/** A field's label. Inside a RAC field it is wired to the control automatically. */
export function Label({ isRequired, requiredInName, className, children, ...props }: LabelProps) {
  const label = (
    <RACLabel {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired && requiredInName && <RequiredWord />}
    </RACLabel>
  );
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
  const languages = useContext(TextLanguagesContext);
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
            <span lang={languageOf(languages, message)}>{message}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}

/** Texts by their language, for those not in the page's own (see TextLanguages). */
export type TextLanguageMap = Readonly<Record<string, string>>;

const TextLanguagesContext = createContext<TextLanguageMap>({});

export interface TextLanguagesProps {
  /** Each text not in the page's language, with its language tag: `{ 'Mínimo 5 caracteres': 'es' }`. */
  languages: TextLanguageMap;
  children?: ReactNode;
}

/**
 * Says which of the messages its fields may show are in another language than the page's (WCAG 3.1.2, language of
 * parts): a field's error message whose text is one of `languages` is marked with its `lang`, so a screen reader
 * pronounces it in that language. For messages that come as plain text, from a form's rules or from the server.
 */
export function TextLanguages({ languages, children }: TextLanguagesProps) {
  return <TextLanguagesContext.Provider value={languages}>{children}</TextLanguagesContext.Provider>;
}

/** The language of a message given as text, when it is one of `languages`. */
function languageOf(languages: TextLanguageMap, message: ReactNode): string | undefined {
  return typeof message === 'string' && Object.hasOwn(languages, message) ? languages[message] : undefined;
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

/**
 * ' (required)', heard and not seen, inside a label's text: the control that label names is announced as required
 * through its accessible name, where the control's role cannot take `aria-required` (a Select's button, a group
 * of controls). Screen readers announce neither a hidden native select's `required` (React Aria hides it from them)
 * nor the asterisk (aria-hidden); React Spectrum's own Picker and ComboBox say '(required)' in their label this way.
 */
export function RequiredWord() {
  // The space outside the hidden word: a name computed from the text keeps it; on screen it ends the line, unseen.
  return (
    <>
      {' '}
      <span className={styles.requiredWord}>(required)</span>
    </>
  );
}

/**
 * A label's look for a group that is not one control (e.g. a chosen reference with its clear button), or for a
 * control drawn before its code loads. `requiredInName`: as Label's, the text says '(required)' to assistive
 * technology (a group, or a button, cannot carry `aria-required`).
 */
export function LabelText({
  isRequired,
  requiredInName,
  children,
  id,
}: {
  isRequired?: boolean;
  requiredInName?: boolean;
  children: ReactNode;
  id?: string;
}) {
  return (
    <span className={styles.labelRow}>
      <span id={id} className={styles.label}>
        {children}
        {isRequired && requiredInName && <RequiredWord />}
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
  const languages = useContext(TextLanguagesContext);
  return (
    <span id={id} className={styles.fieldError}>
      <CircleAlert className={styles.fieldErrorIcon} size={14} aria-hidden="true" focusable="false" />
      <span lang={languageOf(languages, children)}>{children}</span>
    </span>
  );
}
