import { Search, X } from 'lucide-react';
import { useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Input,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components/ComboBox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import { Collection, ListBox } from 'react-aria-components/ListBox';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { ListBoxItem, ListBoxLoadingRow, ListBoxStatusRow, listBoxStyles } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { SpinnerGlyph } from '../Spinner/Spinner.tsx';
import * as styles from './ComboBox.css.ts';

/** The spec's message for a failed search dropdown when the server gives no detail text. */
export const COMBOBOX_LOAD_ERROR = 'An unknown error has occurred';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'>, FieldParts {
  /** `ComboBoxItem` elements, or a function rendering one `ComboBoxItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** Shown while the input is empty, e.g. 'Search account'. */
  placeholder?: string;
  /**
   * A search is running (set it as soon as the text changes, during the debounce too, so 'No results'
   * does not flash): a spinner in the input and a 'Loading…' row in the list.
   */
  isLoading?: boolean;
  /**
   * The search failed: the list shows this text (in red) instead of options, and screen readers
   * hear it. `true` shows the spec's 'An unknown error has occurred'; pass the server's detail
   * text when there is one. Clear it on the next search.
   */
  loadError?: boolean | ReactNode;
  /** Shown in the open list when a search found nothing. Default 'No results'. */
  emptyText?: ReactNode;
  /** Called when the end of the list scrolls into view: load the next page. */
  onLoadMore?: () => void;
}

/**
 * A text input that searches and picks one option, built for server-side search: pass the current
 * results as `items` (they are not filtered again here), and search from `onInputChange` through
 * `useDebouncedCallback`. While `isLoading` a spinner shows; an empty result shows `emptyText`, a
 * failed one `loadError`. A 'Clear' button (a Tab stop while the list is closed) empties the text
 * and the selection. Keyboard: typing opens the list, ArrowDown/ArrowUp move, Enter picks, Escape
 * closes. For a short fixed list use Select.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  isLoading,
  loadError,
  emptyText = 'No results',
  onLoadMore,
  allowsEmptyCollection,
  onInputChange,
  className,
  ...props
}: ComboBoxProps<T>) {
  // The text as typed, when the caller does not control it: the list stays open on an empty result
  // (to say so) only while there is text.
  const [typed, setTyped] = useState(props.defaultInputValue ?? '');
  const inputValue = props.inputValue ?? typed;
  const inputRef = useRef<HTMLInputElement>(null);
  const hasError = loadError != null && loadError !== false;
  const errorText = loadError === true ? COMBOBOX_LOAD_ERROR : loadError;

  return (
    <RACComboBox
      {...props}
      items={hasError ? [] : items}
      allowsEmptyCollection={allowsEmptyCollection ?? inputValue.trim() !== ''}
      onInputChange={(value) => {
        setTyped(value);
        onInputChange?.(value);
      }}
      className={composeRenderProps(className, (c) => [fieldStyles.field, c].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.control}>
        <Search className={styles.searchIcon} size={16} aria-hidden="true" />
        <Input ref={inputRef} className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <span className={styles.end}>
          {/* Decorative: the list's 'Loading…' row says it to assistive technology (RAC hides all but the
              input and the list while the list is open). */}
          {isLoading && (
            <span className={styles.spinner} aria-hidden="true">
              <SpinnerGlyph />
            </span>
          )}
          {!props.isDisabled && !props.isReadOnly && <ClearButton inputRef={inputRef} />}
        </span>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox
          className={listBoxStyles.list}
          renderEmptyState={
            hasError
              ? () => <ListBoxStatusRow tone="danger">{errorText}</ListBoxStatusRow>
              : isLoading
                ? undefined
                : () => <ListBoxStatusRow>{emptyText}</ListBoxStatusRow>
          }
        >
          {!hasError && <Collection items={items}>{children}</Collection>}
          {!hasError && (isLoading || onLoadMore != null) && (
            <ListBoxLoadingRow isLoading={isLoading} onLoadMore={onLoadMore} />
          )}
        </ListBox>
        {/* Focus stays in the input: say a failed search out loud too. Inside the popover, which RAC
            keeps visible to assistive technology while the list is open. */}
        <span role="status" className={styles.status}>
          {hasError ? errorText : null}
        </span>
      </Popover>
    </RACComboBox>
  );
}

/**
 * Empties the text and the selection, then puts focus back in the input. Hidden when there is no
 * text; a Tab stop after the input while the list is closed.
 */
function ClearButton({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  if (!state || state.inputValue === '') return null;
  return (
    <Button
      // Not the ComboBox's own (list-opening) button.
      slot={null}
      // While the list is open RAC hides everything but the input and the list from assistive
      // technology: no Tab stop there then (Tab closes the list and moves on, as in any combobox).
      excludeFromTabOrder={state.isOpen}
      aria-label="Clear"
      className={styles.clearButton}
      onPress={() => {
        state.setValue(null);
        state.setInputValue('');
        inputRef.current?.focus();
      }}
    >
      <X size={16} aria-hidden="true" />
    </Button>
  );
}

/**
 * One option of a ComboBox: the ListBox's item (same look, same props: `id`, `textValue`,
 * `description`, `isDisabled`). Give it a `textValue` when its children are not plain text: the
 * input shows that text once picked.
 */
export const ComboBoxItem = ListBoxItem;
export type { ListBoxItemProps as ComboBoxItemProps } from '../ListBox/ListBox.tsx';
