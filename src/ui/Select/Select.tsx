import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Collection, ListBox } from 'react-aria-components/ListBox';
import { Select as RACSelect, SelectValue, type SelectProps as RACSelectProps } from 'react-aria-components/Select';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { ListBoxItem, listBoxStyles } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './Select.css.ts';

type SelectionMode = 'single' | 'multiple';

export interface SelectProps<T extends object, M extends SelectionMode = 'single'>
  extends Omit<RACSelectProps<T, M>, 'children'>, FieldParts {
  /** The options, when they come from data: each entry is rendered by the `children` function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one `SelectItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled dropdown to pick one value from a short fixed list (calendar type, timezone, language).
 * Looks like a text input; its list opens in a popover that scrolls past 20rem (spec section 9).
 * Keyboard: Enter, Space or ArrowDown opens, arrows move, typing jumps, Enter picks, Escape closes.
 * For long or server-side lists use ComboBox. Errors: `isRequired`, `validate`, or `isInvalid` +
 * `errorMessage`.
 */
export function Select<T extends object, M extends SelectionMode = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T, M>) {
  return (
    <RACSelect
      {...props}
      className={composeRenderProps(className, (c) => [fieldStyles.field, c].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={`${fieldStyles.input} ${styles.trigger}`}>
        <SelectValue className={styles.value}>
          {/* The option's text, not its whole rendering (no description line or check mark in the button). */}
          {({ selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder || !selectedText ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </Button>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox className={listBoxStyles.list}>
          <Collection items={items}>{children}</Collection>
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/**
 * One option of a Select: the ListBox's item (same look, same props: `id`, `textValue`,
 * `description`, `isDisabled`).
 */
export const SelectItem = ListBoxItem;
export type { ListBoxItemProps as SelectItemProps } from '../ListBox/ListBox.tsx';
