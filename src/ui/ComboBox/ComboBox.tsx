import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ComboBoxProps as RACComboBoxProps } from 'react-aria-components/ComboBox';
import { fieldStyles, LabelText, type FieldParts } from '../Field/Field.tsx';
import { FieldPicture } from '../Field/FieldPicture.tsx';
import { showFieldIntent, useFieldIntent } from '../hooks/fieldIntent.ts';
import { preloadable, WhenLoaded, type Loadable } from '../hooks/preloadable.tsx';
import { OptionItem } from '../ListBox/OptionItem.tsx';
import * as styles from './ComboBox.css.ts';

// RAC's combo box brings the popover, list box, dialog and menu code: it loads on intent (see useFieldIntent).
const InteractiveComboBox = preloadable(() => import('./InteractiveComboBox.tsx')) as Loadable &
  (<T extends object>(props: ComboBoxProps<T> & { takeFocus?: boolean; openOnLoad?: boolean }) => ReactNode);

/** The spec's message for a failed search dropdown when the server gives no detail text. */
export const COMBOBOX_LOAD_ERROR = 'An unknown error has occurred';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'>, FieldParts {
  /** `ComboBoxItem` elements, or a function rendering one `ComboBoxItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** What the options' rendering depends on besides their items (the marks of a search), so they redraw with it. */
  dependencies?: ReadonlyArray<unknown>;
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
 * closes. While the list is open the rest of the page is inert (Tab and Shift+Tab close it and move on; a click
 * outside closes it). For a short fixed list use Select.
 *
 * Until the person shows intent (a hover or focus in the form, or on the field) it is drawn as it looks, without
 * react-aria's combo box; what is typed into the drawing stays (through `onInputChange`, or as the loaded combo
 * box's starting text) and focus moves to the loaded one.
 */
export function ComboBox<T extends object>(props: ComboBoxProps<T>) {
  const intent = useFieldIntent();
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(props.defaultInputValue ?? '');
  const picture = (
    <ComboBoxPicture
      {...props}
      inputValue={props.inputValue ?? typed}
      onInputChange={(text) => {
        setTyped(text);
        props.onInputChange?.(text);
      }}
      onFocusPicture={(focus) => {
        setFocused(focus);
        if (focus) showFieldIntent();
      }}
    />
  );
  return (
    <WhenLoaded when={intent} code={InteractiveComboBox} picture={picture}>
      <InteractiveComboBox
        {...props}
        defaultInputValue={typed}
        takeFocus={focused}
        // Text typed into the drawing searches as typing here would: the list opens on it.
        openOnLoad={focused && (props.inputValue ?? typed) !== ''}
      />
    </WhenLoaded>
  );
}

/**
 * One option of a ComboBox (the list box item's props: `id`, `textValue`, `description`, `isDisabled`). Give it a
 * `textValue` when its children are not plain text: the input shows that text once picked.
 */
export const ComboBoxItem = OptionItem;
export type { ListBoxItemProps as ComboBoxItemProps } from '../ListBox/ListBox.tsx';

/** The ComboBox as it looks: a labelled search input that takes text, and asks for the real one on focus. */
function ComboBoxPicture<T extends object>({
  onFocusPicture,
  ...props
}: ComboBoxProps<T> & {
  inputValue: string;
  onInputChange: (text: string) => void;
  onFocusPicture: (focus: boolean) => void;
}) {
  const inputId = useId();
  return (
    <FieldPicture {...props}>
      {(describedBy) => (
        <>
          {props.label != null && (
            <label htmlFor={inputId}>
              <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
            </label>
          )}
          <div className={styles.control}>
            <Search className={styles.searchIcon} size={16} aria-hidden="true" />
            <input
              id={inputId}
              className={`${fieldStyles.input} ${styles.input}`}
              // No aria-controls: the list does not exist until the real combo box has loaded (aria-expanded
              // says so).
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              aria-label={props['aria-label']}
              // As the loaded combo box's input says it (the asterisk is hidden from assistive technology).
              aria-required={props.isRequired || undefined}
              aria-invalid={props.isInvalid || undefined}
              aria-describedby={describedBy}
              autoComplete="off"
              placeholder={props.placeholder}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's autoFocus, as RAC's combo box takes it
              autoFocus={props.autoFocus}
              disabled={props.isDisabled}
              readOnly={props.isReadOnly}
              value={props.inputValue}
              onChange={(event) => props.onInputChange(event.target.value)}
              onFocus={() => onFocusPicture(true)}
              // Left before the real combo box arrived (tabbed on): it does not take focus back.
              onBlur={() => onFocusPicture(false)}
            />
          </div>
        </>
      )}
    </FieldPicture>
  );
}
