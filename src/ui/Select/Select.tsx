import { ChevronDown, X } from 'lucide-react';
import {
  Children,
  useId,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { Key, SelectProps as RACSelectProps } from 'react-aria-components/Select';
import { fieldStyles, LabelText, type FieldParts } from '../Field/Field.tsx';
import { FieldPicture } from '../Field/FieldPicture.tsx';
import { showFieldIntent, useFieldIntent } from '../hooks/fieldIntent.ts';
import { preloadable, WhenLoaded, type Loadable } from '../hooks/preloadable.tsx';
import { OptionItem, optionText } from '../ListBox/OptionItem.tsx';
import * as styles from './Select.css.ts';

// RAC's select brings the popover, list box, dialog and menu code: it loads on intent (see useFieldIntent).
const InteractiveSelect = preloadable(() => import('./InteractiveSelect.tsx')) as Loadable &
  (<T extends object, M extends SelectionMode>(props: SelectProps<T, M> & { replay?: SelectReplay }) => ReactNode);

export interface SelectReplay {
  focus: boolean;
  key?: string;
  held?: string;
}

/** What the person did to the drawing: focused it, and opened it with the pointer or a key (replayed on load). */
interface Asked {
  focus: boolean;
  open?: 'pointer' | string;
  /** Enter or Space, still held when the drawing took it: its keyup must not pick an option of the opened list. */
  held?: string;
}

export type SelectionMode = 'single' | 'multiple';

export interface SelectProps<T extends object, M extends SelectionMode = 'single'>
  extends Omit<RACSelectProps<T, M>, 'children'>, FieldParts {
  /** The options, when they come from data: each entry is rendered by the `children` function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one `SelectItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Makes the choice clearable: while an option is chosen a clear (x) button, named 'Clear ' + the label, shows at
   * the end of the field; pressing it calls this (set the selection to none).
   */
  onClear?: () => void;
}

/** The clear button's name: 'Clear campaign' for the label 'Campaign'. */
export const clearLabel = (label: ReactNode) =>
  typeof label === 'string' ? `Clear ${label.toLowerCase()}` : 'Clear selection';

/** Whether a clearable Select has an option chosen (its clear button shows). */
export function showsClear<T extends object, M extends SelectionMode>(props: SelectProps<T, M>): boolean {
  if (!props.onClear || props.isDisabled) return false;
  const chosen = props.value ?? props.selectedKey;
  return Array.isArray(chosen) ? chosen.length > 0 : chosen != null;
}

/**
 * A labelled dropdown to pick one value from a short fixed list (calendar type, timezone, language).
 * Looks like a text input; its list opens in a popover that scrolls past 20rem (spec section 9).
 * Keyboard: Enter, Space or ArrowDown opens, arrows move, typing jumps, Enter picks, Escape closes.
 * For long or server-side lists use ComboBox. Errors: `isRequired`, `validate`, or `isInvalid` +
 * `errorMessage`.
 *
 * Until the person shows intent (a hover or focus in the form, or on the field) it is drawn as it looks, without
 * react-aria's select; then that loads and takes its place, focused and open if the person had focused the drawing
 * or opened it (with the pointer, or with a key, which the loaded select then handles as its own).
 */
export function Select<T extends object, M extends SelectionMode = 'single'>(props: SelectProps<T, M>) {
  const intent = useFieldIntent();
  const [asked, setAsked] = useState<Asked>({ focus: false });
  return (
    <WhenLoaded when={intent} code={InteractiveSelect} picture={<SelectPicture {...props} onAsk={setAsked} />}>
      <InteractiveSelect
        {...props}
        defaultOpen={props.defaultOpen || asked.open === 'pointer'}
        replay={{ focus: asked.focus, key: asked.open === 'pointer' ? undefined : asked.open, held: asked.held }}
      />
    </WhenLoaded>
  );
}

/**
 * One option of a Select (the list box item's props: `id`, `textValue`, `description`, `isDisabled`); the Select
 * turns it into the list box's own item once its code has loaded.
 */
export const SelectItem = OptionItem;
export type { ListBoxItemProps as SelectItemProps } from '../ListBox/ListBox.tsx';

/** The chosen options' text, as RAC's SelectValue shows it. */
function selectedText<T extends object>({ items, children, ...props }: SelectProps<T, SelectionMode>) {
  const chosen = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey;
  const keys = (Array.isArray(chosen) ? chosen : chosen == null ? [] : [chosen]) as Key[];
  const nodes =
    typeof children === 'function' ? [...(items ?? [])].map((item) => children(item)) : Children.toArray(children);
  return keys
    .map((key) => nodes.map((node) => optionText(node, key)).find((text) => text !== undefined))
    .filter((text): text is string => text !== undefined)
    .join(', ');
}

/** Keys with which RAC's select opens its list. */
export const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The Select as it looks, without behaviour: pressing, focusing or hovering it asks for the real one. */
function SelectPicture<T extends object, M extends SelectionMode>({
  onAsk,
  ...props
}: SelectProps<T, M> & { onAsk: Dispatch<SetStateAction<Asked>> }) {
  const labelId = useId();
  const valueId = useId();
  const text = selectedText(props as SelectProps<T, SelectionMode>);
  const ask = (open?: Asked['open'], held?: string) => {
    onAsk({ focus: true, open, held });
    showFieldIntent();
  };
  return (
    <FieldPicture {...props}>
      {(describedBy) => (
        <>
          {props.label != null && (
            <LabelText isRequired={props.isRequired} requiredInName id={labelId}>
              {props.label}
            </LabelText>
          )}
          <div className={styles.control}>
            <button
              type="button"
              className={`${fieldStyles.input} ${styles.trigger}`}
              data-clearable={showsClear(props) || undefined}
              aria-labelledby={props.label != null ? `${valueId} ${labelId}` : undefined}
              aria-label={props['aria-label']}
              aria-haspopup="listbox"
              aria-expanded={false}
              aria-describedby={describedBy}
              disabled={props.isDisabled}
              onFocus={() => ask()}
              // Gone before the real select arrived (tabbed on): it does not take focus back.
              onBlur={() => onAsk({ focus: false })}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                event.preventDefault();
                ask('pointer');
              }}
              onKeyUp={(event) => onAsk((asked) => (asked.held === event.key ? { ...asked, held: undefined } : asked))}
              onKeyDown={(event: KeyboardEvent) => {
                if (!OPENING_KEYS.has(event.key)) return;
                event.preventDefault();
                // Enter and Space open on the first item as ArrowDown does.
                ask(
                  event.key === 'ArrowUp' ? 'ArrowUp' : 'ArrowDown',
                  event.key === 'Enter' || event.key === ' ' ? event.key : undefined,
                );
              }}
            >
              <span id={valueId} className={styles.value} data-placeholder={text === '' || undefined}>
                {text === '' ? (props.placeholder ?? 'Select an item') : text}
              </span>
              <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
            </button>
            {showsClear(props) && (
              <button
                type="button"
                className={styles.clearButton}
                aria-label={clearLabel(props.label ?? props['aria-label'])}
                onClick={() => {
                  props.onClear?.();
                  // The loaded select, on its way, takes focus in this button's place.
                  ask();
                }}
              >
                <X size={16} aria-hidden="true" />
              </button>
            )}
          </div>
        </>
      )}
    </FieldPicture>
  );
}
