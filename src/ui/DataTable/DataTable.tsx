import { Fragment, type CSSProperties, type Key, type MouseEvent, type ReactNode } from 'react';
import {
  card,
  cardEmpty,
  cardLabel,
  cardLinked,
  cardTitle,
  cell as cellStyle,
  column as columnStyle,
  emptyCell,
  frame,
  hiddenText,
  skeletonCell,
  type tableLayouts,
} from '../Table/Table.css.ts';
import type { CellAlign } from '../Table/Table.tsx';
import { LoadingOverlay, SkeletonLines } from '../Table/TableLoading.tsx';
import * as styles from './DataTable.css.ts';

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export type DataTableLayout = (typeof tableLayouts)[number];
export { tableLayouts as dataTableLayouts } from '../Table/Table.css.ts';

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
   * `auto` (default): table from tokens.breakpoint.md (900px) up, cards below, switched by a CSS media query (no
   * JS measuring, right on first paint). `table` / `cards` force one rendering.
   */
  layout?: DataTableLayout;
  /** Internal: SelectableDataTable's checkboxes. */
  rowControls?: DataTableRowControls<T>;
  className?: string;
}

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
 * and each row's link is one Tab stop. (Rows chosen with checkboxes: SelectableDataTable. For cell-level keyboard
 * navigation, compose the RAC grid parts `Table`, `Row`, `Cell`: they cost ~15 KB gzip more.) Below 900px, or with `layout="cards"`, the same
 * data renders as a list of cards, each titled by the row-header value as a link.
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
  ...labelling
}: DataTableProps<T>) {
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const hasRows = items.length > 0;
  const columnCount = columns.length + (rowControls ? 1 : 0);
  const isSelected = (item: T) => rowControls?.isSelected(item) ?? false;

  const table = (
    <div className={join(frame, layout === 'auto' && styles.onlyWide)}>
      <table className={styles.table} {...labelling}>
        <thead>
          <tr>
            {rowControls && (
              <th scope="col" className={join(columnStyle({}), styles.selectionCell)}>
                {/* With no rows there is nothing to select, but the header still needs a name. */}
                {(hasRows && rowControls.header) || <span className={hiddenText}>Select</span>}
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={columnStyle({ align: column.align })}
                style={column.width != null ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            items.map((item) => {
              const href = getRowHref?.(item);
              return (
                // The row's keyboard path is its link (one Tab stop); the click on the row is a mouse shortcut.
                <tr
                  key={getKey(item)}
                  className={styles.row}
                  data-href={href}
                  data-selected={isSelected(item) || undefined}
                  onClick={href != null ? openRowLink : undefined}
                >
                  {rowControls && (
                    <td className={join(cellStyle({}), styles.selectionCell)}>{rowControls.cell(item)}</td>
                  )}
                  {columns.map((column) => {
                    const content = column.cell(item);
                    const className = cellStyle({ align: column.align, nowrap: column.nowrap });
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
            })
          ) : (
            <tr>
              <td colSpan={columnCount} className={isLoading ? skeletonCell : emptyCell}>
                {isLoading ? <SkeletonLines label={loadingLabel} columns={columnCount} /> : emptyState}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {isLoading && hasRows && <LoadingOverlay label={loadingLabel} />}
    </div>
  );

  const cards = (
    <div className={join(styles.root, layout === 'auto' && styles.onlyNarrow)}>
      {rowControls && hasRows && <div className={styles.cardsSelectAll}>{rowControls.aboveCards}</div>}
      {hasRows ? (
        <ul className={styles.cardList} {...labelling}>
          {items.map((item) => {
            const href = getRowHref?.(item);
            const title = rowHeader?.cell(item);
            return (
              <li
                key={getKey(item)}
                className={join(card, href != null && cardLinked, styles.selectableCard)}
                data-selected={isSelected(item) || undefined}
              >
                <div className={styles.cardHeading}>
                  {rowControls?.cell(item)}
                  <p className={cardTitle}>
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
                        <dt className={cardLabel}>{column.header}</dt>
                        <dd className={styles.cardValue}>{column.cell(item)}</dd>
                      </Fragment>
                    ))}
                </dl>
              </li>
            );
          })}
        </ul>
      ) : isLoading ? (
        <div className={cardEmpty}>
          <SkeletonLines label={loadingLabel} columns={2} />
        </div>
      ) : (
        <div className={cardEmpty}>{emptyState}</div>
      )}
      {isLoading && hasRows && <LoadingOverlay label={loadingLabel} />}
    </div>
  );

  return (
    <div className={join(styles.root, className)} aria-busy={isLoading || undefined}>
      {layout !== 'cards' && table}
      {layout !== 'table' && cards}
    </div>
  );
}
