import { ChevronDown, X } from 'lucide-react';
import { useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { Collection, ListBox } from 'react-aria-components/ListBox';
import { Select as RACSelect, SelectStateContext, SelectValue } from 'react-aria-components/Select';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { listBoxItemsOf, listBoxStyles } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import {
  clearLabel,
  OPENING_KEYS,
  showsClear,
  type SelectionMode,
  type SelectProps,
  type SelectReplay,
} from './Select.tsx';
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
  // Focus was on the drawing this select replaced: it comes here in the same commit (not through RAC's autoFocus,
  // which defers it and would take focus back from a list opened meanwhile, nor in an effect, which would leave a
  // moment in which the person's keys reach the page).
  useLayoutEffect(() => {
    if (replay?.focus) triggerRef.current?.focus();
    // Once, on load: what the drawing was asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RACSelect {...props} className={mergeClassName(fieldStyles.field, className)}>
      {/* A button cannot carry aria-required, and React Aria hides its native select from assistive technology: the
          label, which names the button and the list, says that the field is required. */}
      {label != null && (
        <Label isRequired={props.isRequired} requiredInName>
          {label}
        </Label>
      )}
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
      <OpenWhenBuilt triggerRef={triggerRef} replay={replay} />
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

/** Where the opened list puts focus: ArrowUp on the last option, the other opening keys on the first. */
const focusOf = (key: string): 'first' | 'last' => (key === 'ArrowUp' ? 'last' : 'first');

/**
 * Opens the list as the person asked, of the drawing or of this select's trigger, once RAC has built the options:
 * RAC builds them after its first commit and refuses to open a select without options until then. An opening key
 * pressed on the trigger meanwhile is held here; Enter or Space, if still down when the list opens, must not pick
 * its first option with their keyup.
 */
function OpenWhenBuilt({
  triggerRef,
  replay,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  replay?: SelectReplay;
}) {
  // Null in the copy of the children RAC renders to build its collection.
  const state = useContext(SelectStateContext);
  const built = (state?.collection.size ?? 0) > 0;
  const opening = useRef(replay?.key === undefined ? undefined : focusOf(replay.key));
  useLayoutEffect(() => {
    if (state && replay?.held) swallowNextKeyUp(replay.held);
    // Once, on load: a key held on the drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    if (!state || built || !trigger) return;
    const hold = (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      opening.current = focusOf(event.key);
      if (event.key === 'Enter' || event.key === ' ') swallowNextKeyUp(event.key);
    };
    trigger.addEventListener('keydown', hold, true);
    return () => trigger.removeEventListener('keydown', hold, true);
  }, [state, built, triggerRef]);
  useEffect(() => {
    if (!state || !built || !opening.current) return;
    state.open(opening.current);
    opening.current = undefined;
  }, [state, built]);
  return null;
}

/** Stops the next keyup of this key before anything on the page sees it. */
function swallowNextKeyUp(key: string) {
  const swallow = (event: KeyboardEvent) => {
    if (event.key !== key) return;
    event.stopPropagation();
    window.removeEventListener('keyup', swallow, true);
  };
  window.addEventListener('keyup', swallow, true);
}
