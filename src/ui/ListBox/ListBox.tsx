import { Check, CircleAlert } from 'lucide-react';
import { Children, isValidElement, useId, type ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Collection,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  ListBoxLoadMoreItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  type ListBoxRenderProps,
} from 'react-aria-components/ListBox';
import { Description, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { SpinnerGlyph } from '../Spinner/Spinner.tsx';
import { LoadingOverlay } from '../DataTable/TableLoading.tsx';
import { cx, mergeClassName } from '../theme/classNames.ts';
import { OptionItem } from './OptionItem.tsx';
import * as styles from './ListBox.css.ts';

export { listBoxHeights } from './ListBox.css.ts';
export type ListBoxHeight = (typeof styles.listBoxHeights)[number];

/** Option classes shared with Select and ComboBox (internal: not re-exported by index.ts). */
export { styles as listBoxStyles };

export interface ListBoxItemProps<T = object> extends RACListBoxItemProps<T> {
  /**
   * A second, muted line under the label (e.g. an account id under its name). It is part of the
   * option's accessible name, after the label.
   */
  description?: ReactNode;
}

/**
 * One option of a ListBox, Select or ComboBox (the same look everywhere). Give it an `id`; plain-text
 * children are also its `textValue` (typeahead, the Select's shown value), otherwise pass `textValue`.
 * A selected option gets a tinted background and a check mark.
 */
export function ListBoxItem<T extends object>({
  className,
  children,
  description,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={mergeClassName(styles.item, className)}
    >
      {composeRenderProps(children, (content, { isSelected, selectionMode }) => (
        <>
          {/*
            Plain spans, not label/description slots: the option's name is all of its visible text
            (label, then description), as voice control and axe's label-in-name rule expect.
          */}
          <span className={styles.itemText}>
            <span className={styles.itemLabel}>{content}</span>
            {description != null && <span className={styles.itemDescription}>{description}</span>}
          </span>
          {selectionMode !== 'none' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <Check size={16} />}
            </span>
          )}
        </>
      ))}
    </RACListBoxItem>
  );
}

/** The 'Loading…' row at the end of a list while more options are on their way (internal). */
export function ListBoxLoadingRow({ isLoading, onLoadMore }: { isLoading?: boolean; onLoadMore?: () => void }) {
  return (
    <ListBoxLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore} className={styles.statusRow}>
      <span className={styles.statusIcon}>
        <SpinnerGlyph />
      </span>
      <span>Loading…</span>
    </ListBoxLoadMoreItem>
  );
}

/** The message shown in place of options: nothing found, or a load error (internal). */
export function ListBoxStatusRow({ tone = 'muted', children }: { tone?: 'muted' | 'danger'; children: ReactNode }) {
  return (
    <div className={cx(styles.statusRow, tone === 'danger' && styles.errorRow)}>
      {tone === 'danger' && <CircleAlert className={styles.errorIcon} size={16} aria-hidden="true" />}
      <span>{children}</span>
    </div>
  );
}

export interface ListBoxProps<T> extends Omit<RACListBoxProps<T>, 'children'>, Omit<FieldParts, 'errorMessage'> {
  /** Options: `ListBoxItem` elements, or a function rendering one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** Fixed height of the scroll box: `sm` 160px, `md` 240px (default), `lg` 320px. */
  height?: ListBoxHeight;
  /** Adds a 'Loading…' row after the options (and hides the empty state) while options are loading. */
  isLoading?: boolean;
  /**
   * While `isLoading`, covers the box with a translucent film and a 'Loading…' pill instead of adding a row: for a
   * search whose answer replaces the options shown.
   */
  loadingOverlay?: boolean;
  /** Called when the loading row scrolls into view: load the next page (infinite scroll). */
  onLoadMore?: () => void;
  /**
   * `toggle` (the default): arrows and Tab move focus, Space or Enter picks, so moving never chooses (a single choice
   * stays chosen on a second Space). `replace`: the arrow keys move the selection, as in a radio group.
   */
  selectionBehavior?: RACListBoxProps<T>['selectionBehavior'];
}

/**
 * A list of options in a framed box of fixed height that scrolls (spec: campaign and account lists
 * in dialogs). Tab moves into the list, arrows move, Space or Enter picks, typing jumps.
 * `label` renders a visible label that names the list; otherwise give it an `aria-label`.
 * `renderEmptyState` says why there is nothing (shown muted); `isLoading` adds a loading row.
 */
export function ListBox<T extends object>({
  label,
  description,
  height,
  isLoading,
  loadingOverlay,
  onLoadMore,
  renderEmptyState,
  items,
  children,
  className,
  selectionBehavior,
  dependencies,
  ...props
}: ListBoxProps<T>) {
  const labelId = useId();
  const descriptionId = useId();
  const labelledBy = cx(label != null && labelId, props['aria-labelledby']) || undefined;
  const describedBy = cx(description != null && descriptionId, props['aria-describedby']) || undefined;
  const loadingRow = isLoading && !loadingOverlay;
  const box = (
    <RACListBox
      {...props}
      // Focus moving in (Tab) or along (arrows) never picks: with `replace` Tab alone chose the first entry.
      selectionBehavior={selectionBehavior ?? 'toggle'}
      disallowEmptySelection={props.disallowEmptySelection ?? props.selectionMode === 'single'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      renderEmptyState={
        renderEmptyState && !isLoading
          ? (renderProps: ListBoxRenderProps) => <ListBoxStatusRow>{renderEmptyState(renderProps)}</ListBoxStatusRow>
          : undefined
      }
      className={mergeClassName(styles.box({ height }), className)}
    >
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
      {(loadingRow || onLoadMore != null) && <ListBoxLoadingRow isLoading={loadingRow} onLoadMore={onLoadMore} />}
    </RACListBox>
  );
  const list = loadingOverlay ? (
    <div className={styles.overlayFrame}>
      {box}
      {isLoading && <LoadingOverlay label="Loading" />}
    </div>
  ) : (
    box
  );
  if (label == null && description == null) return list;
  return (
    <div className={fieldStyles.field}>
      {label != null && (
        <Label elementType="span" id={labelId}>
          {label}
        </Label>
      )}
      {list}
      {description != null && <Description id={descriptionId}>{description}</Description>}
    </div>
  );
}

/** An `OptionItem` (what `SelectItem` and `ComboBoxItem` are) as the list box's own item; anything else as it is. */
export function asListBoxItem(node: ReactNode): ReactNode {
  if (!isValidElement<ListBoxItemProps>(node) || node.type !== OptionItem) return node;
  return <ListBoxItem key={node.key} {...node.props} />;
}

/** A Select's or ComboBox's options (`OptionItem` elements, or a function of an item returning one) for its list box. */
export function listBoxItemsOf<T>(children: ReactNode | ((item: T) => ReactNode)) {
  return typeof children === 'function'
    ? (item: T) => asListBoxItem(children(item))
    : Children.map(children, asListBoxItem);
}
