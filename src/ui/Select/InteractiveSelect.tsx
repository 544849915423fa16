import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Collection, ListBox } from 'react-aria-components/ListBox';
import { Select as RACSelect, SelectValue } from 'react-aria-components/Select';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { listBoxItemsOf, listBoxStyles } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { clearLabel, showsClear, type SelectionMode, type SelectProps, type SelectReplay } from './Select.tsx';
import * as styles from './Select.css.ts';

/** The Select once its code has loaded: RAC's select with its list box in a popover. */
export default function InteractiveSelect<T extends object, M extends SelectionMode = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  replay,
  onClear,
  ...props
}: SelectProps<T, M> & { replay?: SelectReplay }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // What the person did to the drawing this select replaced: focus goes here (at once, not through RAC's autoFocus,
  // which it defers and which would take focus back from a list opened meanwhile), and the key that opened the
  // drawing is handled here as if pressed here. A change is a request the drawing took while this select loaded.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!replay?.focus || !trigger) return;
    trigger.focus();
    const key = replay.key;
    if (!key) return;
    // After RAC has built the options (a select with no options yet refuses to open).
    const frame = requestAnimationFrame(() =>
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })),
    );
    return () => cancelAnimationFrame(frame);
  }, [replay?.focus, replay?.key]);
  // Enter or Space still held: its keyup would pick the first option of the list it opened.
  useEffect(() => {
    const held = replay?.held;
    if (!held) return;
    const swallowKeyUp = (event: KeyboardEvent) => {
      if (event.key !== held) return;
      event.stopPropagation();
      window.removeEventListener('keyup', swallowKeyUp, true);
    };
    window.addEventListener('keyup', swallowKeyUp, true);
    return () => window.removeEventListener('keyup', swallowKeyUp, true);
  }, [replay?.held]);
  return (
    <RACSelect
      {...props}
      className={composeRenderProps(className, (c) => [fieldStyles.field, c].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.control}>
        <Button
          ref={triggerRef}
          className={`${fieldStyles.input} ${styles.trigger}`}
          data-clearable={showsClear({ ...props, onClear }) || undefined}
        >
          <SelectValue className={styles.value}>
            {/* The option's text, not its whole rendering (no description line or check mark in the button). */}
            {({ selectedText, isPlaceholder, defaultChildren }) =>
              isPlaceholder || !selectedText ? defaultChildren : selectedText
            }
          </SelectValue>
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </Button>
        {showsClear({ ...props, onClear }) && (
          <Button
            // Not the Select's own (list-opening) button.
            slot={null}
            className={styles.clearButton}
            aria-label={clearLabel(label ?? props['aria-label'])}
            onPress={() => {
              onClear?.();
              // Once the clear button, which has focus, is gone.
              requestAnimationFrame(() => triggerRef.current?.focus());
            }}
          >
            <X size={16} aria-hidden="true" />
          </Button>
        )}
      </div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox className={listBoxStyles.list}>
          <Collection items={items}>{listBoxItemsOf(children)}</Collection>
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
