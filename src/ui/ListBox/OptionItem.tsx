import { isValidElement, type ReactNode } from 'react';
import type { Key } from 'react-aria-components/ListBox';
import type { ListBoxItemProps } from './ListBox.tsx';

/**
 * An option of a Select or ComboBox as a screen writes it (`SelectItem`, `ComboBoxItem`): the list box item's props
 * on a light element that the field turns into a `ListBoxItem` once its code has loaded (`asListBoxItem`), so a
 * screen describes its options without loading the list box.
 */
export function OptionItem<T extends object>(props: ListBoxItemProps<T>): ReactNode {
  void props;
  return null;
}

/** The text an option shows when it has this key: its `textValue`, else its text children. */
export function optionText(node: ReactNode, key: Key): string | undefined {
  if (!isValidElement<ListBoxItemProps>(node) || node.type !== OptionItem || node.props.id !== key) return undefined;
  const { textValue, children } = node.props;
  return textValue ?? (typeof children === 'string' ? children : undefined);
}
