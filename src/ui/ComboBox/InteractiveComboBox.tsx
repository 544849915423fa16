import { Search, X } from 'lucide-react';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { ComboBox as RACComboBox, ComboBoxStateContext, Input } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Collection, ListBox } from 'react-aria-components/ListBox';
import { PopoverContext } from 'react-aria-components/Popover';
import { useSlottedContext } from 'react-aria-components/slots';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { inertOutside } from '../hooks/inertOutside.ts';
import { listBoxItemsOf, ListBoxLoadingRow, ListBoxStatusRow, listBoxStyles } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { SpinnerGlyph } from '../Spinner/Spinner.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import { COMBOBOX_LOAD_ERROR, type ComboBoxProps } from './ComboBox.tsx';
import * as styles from './ComboBox.css.ts';

/** The ComboBox once its code has loaded: RAC's combo box with its list box in a popover. */
export default function InteractiveComboBox<T extends object>({
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
  takeFocus,
  openOnLoad,
  dependencies,
  ...props
}: ComboBoxProps<T> & { takeFocus?: boolean; openOnLoad?: boolean }) {
  // The text as typed, when the caller does not control it: the list stays open on an empty result
  // (to say so) only while there is text.
  const [typed, setTyped] = useState(props.defaultInputValue ?? '');
  const inputValue = props.inputValue ?? typed;
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const hasError = loadError != null && loadError !== false;
  const errorText = loadError === true ? COMBOBOX_LOAD_ERROR : loadError;
  // Focus was on the drawing this combo box replaced: it comes here, the caret after what was typed, in the same
  // commit (an effect would leave a moment in which what the person types reaches the page instead).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);

  return (
    <RACComboBox
      {...props}
      ref={fieldRef}
      items={hasError ? [] : items}
      allowsEmptyCollection={allowsEmptyCollection ?? inputValue.trim() !== ''}
      onInputChange={(value) => {
        setTyped(value);
        onInputChange?.(value);
      }}
      className={mergeClassName(fieldStyles.field, className)}
    >
      {openOnLoad && <OpenOnLoad />}
      <PageInertWhileOpen fieldRef={fieldRef} />
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.control} aria-busy={isLoading || undefined}>
        <Search className={styles.searchIcon} size={16} aria-hidden="true" />
        <Input
          ref={inputRef}
          className={`${fieldStyles.input} ${styles.input}`}
          placeholder={placeholder}
          // Said whatever the validation behaviour: React Aria marks the input `required` only under native
          // validation, and aria-required only under aria validation; the asterisk is hidden from assistive technology.
          aria-required={props.isRequired || undefined}
        />
        <span className={styles.end}>
          {/* Decorative: the group is marked busy, and the list's 'Loading…' row says it to assistive technology
              (all but the input and the list is hidden from it while the list is open). */}
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
          {!hasError && (
            <Collection items={items} dependencies={dependencies}>
              {listBoxItemsOf(children)}
            </Collection>
          )}
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
      // While the list is open everything but the input and the list is hidden from assistive technology
      // (RAC's aria-hidden): no Tab stop there then (Tab closes the list and moves on, as in any combobox).
      excludeFromTabOrder={state.isOpen}
      // A pointer press leaves focus in the input: the button goes away once the text is empty, and focus on it
      // would then fall to the page.
      preventFocusOnPress
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
 * While the list is open the rest of the page is inert: neither focusable, clickable nor read (see inertOutside).
 * React-aria's combo box hides it from assistive technology with aria-hidden alone, which leaves the page's fields
 * and links focusable under the hiding (axe's aria-hidden-focus). The field itself (its input and clear button) and
 * the list stay usable. A click outside closes the list (the input loses focus), as with the Select's list. Tab and
 * Shift+Tab close it and move on: the page is given back as the key goes down, before the browser moves focus
 * (react-aria closes the list on Tab, but on Shift+Tab only once the input has lost focus).
 */
function PageInertWhileOpen({ fieldRef }: { fieldRef: RefObject<HTMLDivElement | null> }) {
  // Null in the copy of the children RAC renders to build its collection.
  const state = useContext(ComboBoxStateContext);
  const popoverRef = useSlottedContext(PopoverContext)?.ref;
  const isOpen = state?.isOpen ?? false;
  useEffect(() => {
    const field = fieldRef.current;
    const popover = popoverRef && typeof popoverRef === 'object' ? popoverRef.current : null;
    if (!isOpen || !field || !popover) return;
    let giveBack: (() => void) | undefined = inertOutside([field, popover]);
    const release = () => {
      giveBack?.();
      giveBack = undefined;
    };
    // On the document, so after react-aria's own handling of the key (which may keep it).
    const document = field.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && !event.defaultPrevented) release();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
    };
  }, [isOpen, fieldRef, popoverRef]);
  return null;
}

/** Opens the list once, as typing would have (the text was typed into the drawing this combo box replaced). */
function OpenOnLoad() {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    state?.open(null, 'input');
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
