import { Fragment, memo, type CSSProperties, type Key, type MouseEvent, type ReactNode, type RefCallback } from 'react';
import { useMediaQueryOrUnknown } from '../hooks/useMediaQuery.ts';
import { cx } from '../theme/classNames.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import * as styles from './DataTable.css.ts';
import { LoadingOverlay, SkeletonLines } from './TableLoading.tsx';

/** `auto`: table from tokens.breakpoint.md (900px) up, cards below. */
export const dataTableLayouts = ['auto', 'table', 'cards'] as const;
export type DataTableLayout = (typeof dataTableLayouts)[number];

/** `end` for numbers and dates. */
export type CellAlign = 'start' | 'end';

export interface DataTableColumn<T> {
  id: string;
  /** Column header; also the field label in the card layout. */
  header: string;
  /** The cell content for one row. */
  cell: (row: T) => ReactNode;
  /**
   * The column naming the row (e.g. account name): a row header for screen readers, the row's link, and the
   * card title. Defaults to the first column.
   */
  isRowHeader?: boolean;
  /** CSS width of the column in the table layout, e.g. '30%' or 160. */
  width?: CSSProperties['width'];
  /** `end` for numbers and dates. @default 'start' */
  align?: CellAlign;
  /** Keep the value on one line (phone numbers, dates). */
  nowrap?: boolean;
}

/**
 * A control before each row and above them (SelectableDataTable's checkboxes). Kept out of this module so that
 * tables without it do not ship the checkbox.
 */
export interface DataTableRowControls<T> {
  /** In the header cell of the control column (it is named 'Select' when this is null). */
  header: ReactNode;
  /** Above the cards. */
  aboveCards: ReactNode;
  /** Before the row's cells, or beside the card's title. */
  cell: (row: T) => ReactNode;
  /** The row is marked chosen. */
  isSelected: (row: T) => boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of the card list). One of aria-label / aria-labelledby is required. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  items: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getKey: (row: T) => Key;
  /**
   * Where a row leads. The row-header cell renders it as a real link (Tab and Enter, middle-click and
   * Ctrl+click for a new tab); a click anywhere else on the row, or on the card, opens it too.
   */
  getRowHref?: (row: T) => string;
  /**
   * Data is loading: with rows, they stay and a 'Loading' progress overlay covers them; without rows, skeleton
   * lines and a progress indicator show in place of the empty state.
   */
  isLoading?: boolean;
  /** Accessible name of the progress indicator. @default 'Loading' */
  loadingLabel?: string;
  /** Shown in a full-width row (or in place of the cards) when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
  /**
   * `auto` (default): table from tokens.breakpoint.md (900px) up, cards below. Only the one shown is rendered, chosen
   * by the media query (matchMedia, no measuring); where that is not known (server rendering, hydration) both are,
   * the other hidden by the same query in CSS, so the first paint is right either way. `table` / `cards` force one
   * rendering.
   */
  layout?: DataTableLayout;
  /** Internal: SelectableDataTable's checkboxes. */
  rowControls?: DataTableRowControls<T>;
  className?: string;
  /**
   * For a screen to move focus to the list after an action whose control is gone (a dialog's trigger disabled, a
   * row removed): given a ref, the table and the card list take focus by script (tabIndex -1), and the ref points at
   * the one shown (the cards' box while there are no cards). A callback ref, such as useFocusTarget's.
   */
  ref?: RefCallback<HTMLElement>;
}

const NARROW = narrowerThan(breakpoint.md);

/**
 * A click on a row outside its controls opens the row's link: the link itself handles its own clicks (and
 * new-tab clicks), and a click that ends a text selection selects rather than navigates.
 */
function openRowLink(event: MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element;
  if (event.defaultPrevented || target.closest('a, button, input, select, textarea, label')) return;
  if (window.getSelection()?.toString()) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
}

/**
 * A read-only data table for lists of objects, as a semantic HTML table: screen readers get table navigation,
 * and each row's link is one Tab stop. (Rows chosen with checkboxes: SelectableDataTable.) Below 900px, or with
 * `layout="cards"`, the same data renders as a list of cards, each titled by the row-header value as a link; where
 * the list is under 18rem wide (a 320px phone beside a side navigation), each field's label goes above its value.
 * The cards fill the width they are given (the list is a size container), so place the table in a block or a
 * stretching flex item.
 */
export function DataTable<T>({
  items,
  columns,
  getKey,
  getRowHref,
  isLoading = false,
  loadingLabel = 'Loading',
  emptyState,
  layout = 'auto',
  rowControls,
  className,
  ref,
  ...labelling
}: DataTableProps<T>) {
  // null while server-rendering or hydrating: both layouts then, CSS showing the right one.
  const narrowScreen = useMediaQueryOrUnknown(NARROW);
  const showsCards = layout === 'cards' || (layout === 'auto' && narrowScreen === true);
  const rendersTable = layout === 'table' || (layout === 'auto' && narrowScreen !== true);
  const rendersCards = layout === 'cards' || (layout === 'auto' && narrowScreen !== false);
  const focusable = ref ? -1 : undefined;
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const hasRows = items.length > 0;
  const columnCount = columns.length + (rowControls ? 1 : 0);
  const isSelected = (item: T) => rowControls?.isSelected(item) ?? false;

  // Functions, not elements: the layout not shown computes none of its cells.
  const table = () => (
    <div className={cx(styles.frame, layout === 'auto' && styles.onlyWide)}>
      <table className={styles.table} {...labelling} ref={showsCards ? undefined : ref} tabIndex={focusable}>
        <thead>
          <tr>
            {rowControls && (
              <th scope="col" className={cx(styles.column({}), styles.selectionCell)}>
                {/* With no rows there is nothing to select, but the header still needs a name. */}
                {(hasRows && rowControls.header) || <span className={styles.hiddenText}>Select</span>}
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.column({ align: column.align })}
                style={column.width != null ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            items.map((item) => (
              <TableRow
                key={getKey(item)}
                item={item}
                columns={columns}
                rowHeader={rowHeader}
                href={getRowHref?.(item)}
                isSelected={isSelected(item)}
                control={rowControls?.cell}
              />
            ))
          ) : (
            <tr>
              <td colSpan={columnCount} className={isLoading ? styles.skeletonCell : styles.emptyCell}>
                {isLoading ? <SkeletonLines label={loadingLabel} columns={columnCount} /> : emptyState}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {isLoading && hasRows && <LoadingOverlay label={loadingLabel} />}
    </div>
  );

  const cards = () => (
    <div
      className={cx(styles.root, layout === 'auto' && styles.onlyNarrow)}
      ref={showsCards && !hasRows ? ref : undefined}
      tabIndex={hasRows ? undefined : focusable}
    >
      {rowControls && hasRows && <div className={styles.cardsSelectAll}>{rowControls.aboveCards}</div>}
      {hasRows ? (
        <ul className={styles.cardList} {...labelling} ref={showsCards ? ref : undefined} tabIndex={focusable}>
          {items.map((item) => (
            <CardItem
              key={getKey(item)}
              item={item}
              columns={columns}
              rowHeader={rowHeader}
              href={getRowHref?.(item)}
              isSelected={isSelected(item)}
              control={rowControls?.cell}
            />
          ))}
        </ul>
      ) : isLoading ? (
        <div className={styles.cardEmpty}>
          <SkeletonLines label={loadingLabel} columns={2} />
        </div>
      ) : (
        <div className={styles.cardEmpty}>{emptyState}</div>
      )}
      {isLoading && hasRows && <LoadingOverlay label={loadingLabel} />}
    </div>
  );

  return (
    <div className={cx(styles.root, className)} aria-busy={isLoading || undefined}>
      {rendersTable && table()}
      {rendersCards && cards()}
    </div>
  );
}

interface RowProps<T> {
  item: T;
  columns: readonly DataTableColumn<T>[];
  rowHeader: DataTableColumn<T> | undefined;
  href: string | undefined;
  isSelected: boolean;
  /** The row's control (SelectableDataTable's checkbox), which reads the selection as it is when used. */
  control: ((row: T) => ReactNode) | undefined;
}

/**
 * A row is drawn again only when what it shows changed: its item, the columns, its link or whether it is chosen. A
 * list that changes its loading state, or one checkbox, does not redraw every row (the control is compared by its
 * presence only: SelectableDataTable's reads the current selection when pressed).
 */
const sameRow = <T,>(a: RowProps<T>, b: RowProps<T>) =>
  a.item === b.item &&
  a.columns === b.columns &&
  a.rowHeader === b.rowHeader &&
  a.href === b.href &&
  a.isSelected === b.isSelected &&
  !a.control === !b.control;

const TableRow = memo(function TableRow<T>({ item, columns, rowHeader, href, isSelected, control }: RowProps<T>) {
  return (
    // The row's keyboard path is its link (one Tab stop); the click on the row is a mouse shortcut.
    <tr
      className={styles.row}
      data-href={href}
      data-selected={isSelected || undefined}
      onClick={href != null ? openRowLink : undefined}
    >
      {control && <td className={cx(styles.cell({}), styles.selectionCell)}>{control(item)}</td>}
      {columns.map((column) => {
        const content = column.cell(item);
        const className = styles.cell({ align: column.align, nowrap: column.nowrap });
        return column === rowHeader ? (
          <th key={column.id} scope="row" className={className}>
            {href != null ? (
              <a href={href} className={styles.rowLink}>
                {content}
              </a>
            ) : (
              content
            )}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}, sameRow) as <T>(props: RowProps<T>) => ReactNode;

const CardItem = memo(function CardItem<T>({ item, columns, rowHeader, href, isSelected, control }: RowProps<T>) {
  const title = rowHeader?.cell(item);
  return (
    <li
      className={cx(styles.card, href != null && styles.cardLinked, styles.selectableCard)}
      data-selected={isSelected || undefined}
    >
      <div className={styles.cardHeading}>
        {control?.(item)}
        <p className={styles.cardTitle}>
          {href != null ? (
            <a href={href} className={styles.cardLink}>
              {title}
            </a>
          ) : (
            title
          )}
        </p>
      </div>
      <dl className={styles.cardFields}>
        {columns
          .filter((column) => column !== rowHeader)
          .map((column) => (
            <Fragment key={column.id}>
              <dt className={styles.cardLabel}>{column.header}</dt>
              <dd className={styles.cardValue}>{column.cell(item)}</dd>
            </Fragment>
          ))}
      </dl>
    </li>
  );
}, sameRow) as <T>(props: RowProps<T>) => ReactNode;
