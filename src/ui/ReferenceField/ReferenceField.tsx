import { X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { Description, fieldStyles, FieldErrorText, LabelText } from '../Field/Field.tsx';
import { Highlight, type HighlightRanges } from '../Highlight/Highlight.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './ReferenceField.css.ts';

/** What a remote search gives the field: the typed text, the options, and whether it is loading or failed. */
export interface ReferenceSearch<T> {
  inputValue: string;
  onInputChange: (text: string) => void;
  items: T[];
  isLoading?: boolean;
  loadError?: boolean | ReactNode;
  /** Where the search matched an option's name, marked in the option (the owner knows how its search matches). */
  marks?: (name: string) => HighlightRanges;
}

export interface ReferenceFieldProps<T extends { id: number | string; name: string }> {
  /** Visible label, e.g. 'Parent account'; the clear button is named after it ('Clear parent account'). */
  label: string;
  description?: ReactNode;
  /** The chosen record, or null. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** Where the chosen record's link goes; without it the name shows as text. */
  hrefFor?: (value: T) => string | undefined;
  /** The remote search behind the picker (debounced by its owner). */
  search: ReferenceSearch<T>;
  placeholder?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  onBlur?: () => void;
  /** Extra text under each option, e.g. an id. */
  optionDescription?: (item: T) => ReactNode;
}

/**
 * A reference to another record (parent account, legal entity, campaign detail…), spec 2: when set, a link to it
 * and a clear (x) button; when not, a remote search picker. Clearing sets null and puts focus in the picker; picking
 * puts it on the new link (on the clear button when there is no link), so it never falls to the page with the picker.
 */
export function ReferenceField<T extends { id: number | string; name: string }>({
  label,
  description,
  value,
  onChange,
  hrefFor,
  search,
  placeholder,
  isRequired,
  isInvalid,
  errorMessage,
  onBlur,
  optionDescription,
}: ReferenceFieldProps<T>) {
  const labelId = useId();
  const [cleared, setCleared] = useState(false);
  /** Set when the person picks: the chosen record's controls take focus as they mount, in place of the picker. */
  const picking = useRef(false);

  if (value === null) {
    return (
      <ComboBox
        label={label}
        description={description}
        placeholder={placeholder}
        isRequired={isRequired}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        validationBehavior="aria"
        autoFocus={cleared}
        items={search.items}
        inputValue={search.inputValue}
        onInputChange={search.onInputChange}
        isLoading={search.isLoading}
        loadError={search.loadError}
        dependencies={[search.marks]}
        onBlur={onBlur}
        onSelectionChange={(key) => {
          const picked = search.items.find((item) => item.id === key);
          if (!picked) return;
          picking.current = true;
          onChange(picked);
        }}
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.name} description={optionDescription?.(item)}>
            <Highlight text={item.name} ranges={search.marks?.(item.name) ?? []} />
          </ComboBoxItem>
        )}
      </ComboBox>
    );
  }

  const href = hrefFor?.(value);
  return (
    <div role="group" aria-labelledby={labelId} className={fieldStyles.field}>
      {/* The group's name says it is required: a group cannot carry aria-required (the picker's input does). */}
      <LabelText id={labelId} isRequired={isRequired} requiredInName>
        {label}
      </LabelText>
      <div
        className={styles.chosen}
        ref={(chosen) => {
          if (!chosen || !picking.current) return;
          picking.current = false;
          chosen.querySelector<HTMLElement>('a[href], button')?.focus();
        }}
      >
        {href ? (
          <Link href={href} className={styles.name}>
            {value.name}
          </Link>
        ) : (
          <span className={styles.name}>{value.name}</span>
        )}
        <IconButton
          aria-label={`Clear ${label.toLowerCase()}`}
          size="sm"
          onPress={() => {
            setCleared(true);
            search.onInputChange('');
            onChange(null);
          }}
        >
          <X size={16} aria-hidden="true" />
        </IconButton>
      </div>
      {description != null && <Description>{description}</Description>}
      {isInvalid && errorMessage != null && <FieldErrorText>{errorMessage}</FieldErrorText>}
    </div>
  );
}
