import { useId, useRef } from 'react';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { fieldStyles, LabelText } from '../Field/Field.tsx';
import { Highlight } from '../Highlight/Highlight.tsx';
import type { ReferenceFieldProps } from '../ReferenceField/ReferenceField.tsx';
import { TagGroup } from '../TagGroup/TagGroup.tsx';
import * as styles from './ReferenceListField.css.ts';

/** ReferenceField's props, with a list of chosen records for its one. */
export interface ReferenceListFieldProps<T extends { id: number | string; name: string }> extends Omit<
  ReferenceFieldProps<T>,
  'value' | 'onChange'
> {
  /** The chosen records, in the order they were added. */
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/**
 * Several references to other records (an accounts association): the chosen ones as chips, each with a remove
 * button ('Remove <name>'; Delete or Backspace on a focused chip), and a remote search picker under them that adds
 * the picked record and empties its text. Records already chosen are not offered again. Removing the last chip
 * puts focus in the picker.
 */
export function ReferenceListField<T extends { id: number | string; name: string }>({
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
}: ReferenceListFieldProps<T>) {
  const labelId = useId();
  const pickerBox = useRef<HTMLDivElement>(null);
  const chosen = new Set(value.map((item) => item.id));
  const options = search.items.filter((item) => !chosen.has(item.id));

  return (
    <div role="group" aria-labelledby={labelId} className={`${fieldStyles.field} ${styles.field}`}>
      {/* The group's name says it is required: a group cannot carry aria-required. */}
      <LabelText id={labelId} isRequired={isRequired} requiredInName>
        {label}
      </LabelText>
      {value.length > 0 && (
        <TagGroup
          label={label}
          hideLabel
          // Part of a form: its code loads with the form's pickers, not with the page.
          loadOnIntent
          items={value.map((item) => ({ id: item.id, label: item.name, href: hrefFor?.(item) }))}
          onRemove={(keys) => {
            const rest = value.filter((item) => !keys.has(item.id));
            onChange(rest);
            // The chips' group goes with its last chip: focus moves on to the picker rather than being lost.
            if (rest.length === 0) pickerBox.current?.querySelector('input')?.focus();
          }}
        />
      )}
      <div ref={pickerBox}>
        <ComboBox
          aria-label={label}
          // Its input is required until a record is chosen, as React Aria marks a multiple-choice combo box's.
          isRequired={isRequired && value.length === 0}
          description={description}
          placeholder={placeholder}
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          validationBehavior="aria"
          items={options}
          // Nothing stays selected: a pick joins the chips and the input is emptied for the next search.
          selectedKey={null}
          inputValue={search.inputValue}
          onInputChange={search.onInputChange}
          isLoading={search.isLoading}
          loadError={search.loadError}
          dependencies={[search.marks]}
          onBlur={onBlur}
          onSelectionChange={(key) => {
            const picked = options.find((item) => item.id === key);
            if (!picked) return;
            onChange([...value, picked]);
            search.onInputChange('');
          }}
        >
          {(item) => (
            <ComboBoxItem id={item.id} textValue={item.name} description={optionDescription?.(item)}>
              <Highlight text={item.name} ranges={search.marks?.(item.name) ?? []} />
            </ComboBoxItem>
          )}
        </ComboBox>
      </div>
    </div>
  );
}
