import { ChevronDown, ChevronUp } from 'lucide-react';
import { createContext, useContext } from 'react';
import { Collection } from 'react-aria-components/Collection';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableStateContext,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components/Table';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import * as styles from './Table.css.ts';
import { LoadingOverlay, SkeletonLines } from './TableLoading.tsx';

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export type CellAlign = (typeof styles.cellAligns)[number];
export type TableLayout = (typeof styles.tableLayouts)[number];
export { cellAligns as tableCellAligns, tableLayouts } from './Table.css.ts';

/** The Table's loading label while it is loading, else null: TableBody shows skeleton lines in place of the empty state. */
const TableLoadingContext = createContext<string | null>(null);

/* ------------------------------------------------------------------------------------------------
 * The RAC grid table, styled: for interactive tables (selection, sorting, link rows, cell navigation). Read-only
 * lists use DataTable (src/ui/DataTable), a lighter semantic table.
 * ---------------------------------------------------------------------------------------------- */

/** RAC's Table props (`className` and `style` go to the `<table>`), plus loading and layout. */
export interface TableProps extends RACTableProps {
  /**
   * Data is loading. Rows already shown stay, under a translucent 'Loading' overlay (a named progressbar), and
   * the frame is `aria-busy`; with no rows yet the body shows skeleton lines instead of the empty state.
   */
  isLoading?: boolean;
  /** Accessible name (and visible text) of the loading indicator. @default 'Loading' */
  loadingLabel?: string;
  /**
   * `auto` (default): a table from tokens.breakpoint.md (900px) up, a list of cards below, switched by a CSS
   * media query (no JS measuring, right on first paint, the same DOM). `table` / `cards` force one look. In cards
   * each row is a card titled by its row-header cell, every other cell labelled with its column's name; sortable
   * columns and select-all stay above the cards.
   */
  layout?: TableLayout;
}

/**
 * A keyboard-navigable grid table (one Tab stop; arrow keys between rows and cells), in a frame that scrolls
 * sideways when the columns do not fit. With `selectionMode` rows get checkboxes (and select-all for
 * `multiple`); `onSortChange` + `sortDescriptor` with `Column allowsSorting` sort; `Row href` makes link rows.
 */
export function Table({
  className,
  isLoading = false,
  loadingLabel = 'Loading',
  layout = 'auto',
  ...props
}: TableProps) {
  return (
    <div className={join(styles.frame, styles.root)} data-layout={layout} aria-busy={isLoading || undefined}>
      <div className={styles.scroller}>
        <TableLoadingContext.Provider value={isLoading ? loadingLabel : null}>
          <RACTable {...props} className={composeRenderProps(className, (cn) => join(styles.table, cn))} />
        </TableLoadingContext.Provider>
      </div>
      {isLoading && <LoadingOverlay label={loadingLabel} />}
    </div>
  );
}

export type TableHeaderProps<T> = RACTableHeaderProps<T>;

/**
 * The header row. When the table selects rows with checkboxes (`selectionMode`, `selectionBehavior="toggle"`,
 * RAC's default) it starts with a checkbox column: select-all (named 'Select All') for `multiple`, a header
 * named 'Select' for `single`.
 */
export function TableHeader<T extends object>({ className, columns, children, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader {...props} className={composeRenderProps(className, (cn) => join(styles.header, cn))}>
      {selectionBehavior === 'toggle' && (
        <RACColumn
          className={join(
            styles.column({}),
            styles.selectionColumn,
            selectionMode === 'multiple' && styles.selectAllColumn,
          )}
        >
          {selectionMode === 'multiple' ? (
            <Checkbox slot="selection" />
          ) : (
            // Single selection has no select-all; the header still needs a name.
            <span className={styles.hiddenText}>Select</span>
          )}
        </RACColumn>
      )}
      <Collection items={columns} dependencies={props.dependencies}>
        {children}
      </Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends RACColumnProps {
  /** Text alignment; `end` for numbers and dates. @default 'start' */
  align?: CellAlign;
}

/**
 * A column header. With `allowsSorting` it is pressable (click, Enter or Space sorts) and shows a chevron
 * for the table's `sortDirection`; give the Table `sortDescriptor` and `onSortChange`. Its text labels the
 * column's values in the card layout (pass `textValue` when the children are not a plain string).
 */
export function Column({ className, align, children, textValue, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cn) => join(styles.column({ align }), cn))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) =>
        allowsSorting ? (
          <span className={styles.columnLabel}>
            {content}
            {sortDirection === 'descending' ? (
              <ChevronDown className={styles.sortIcon} size={16} aria-hidden="true" />
            ) : (
              <ChevronUp className={styles.sortIcon} size={16} aria-hidden="true" />
            )}
          </span>
        ) : (
          content
        ),
      )}
    </RACColumn>
  );
}

export type TableBodyProps<T> = RACTableBodyProps<T>;

/**
 * The rows. `renderEmptyState` fills a full-width row (a card in the card layout) when there are none; while the
 * Table `isLoading` and there are none, skeleton lines show there instead.
 */
export function TableBody<T extends object>({ className, renderEmptyState, ...props }: TableBodyProps<T>) {
  const loadingLabel = useContext(TableLoadingContext);
  const columnCount = useContext(TableStateContext)?.collection.columnCount ?? 4;
  return (
    <RACTableBody
      {...props}
      renderEmptyState={
        loadingLabel != null
          ? () => (
              <>
                {/* Names the placeholder row for screen readers; the overlay shows the visible 'Loading…'. */}
                <span className={styles.hiddenText}>{loadingLabel}</span>
                <SkeletonLines columns={columnCount} />
              </>
            )
          : renderEmptyState
      }
      className={composeRenderProps(className, (cn) => join(styles.body, cn))}
    />
  );
}

export type RowProps<T> = RACRowProps<T>;

/**
 * A 44px row with hover, focus and selected states. With `href` the whole row is a link (click or Enter; wrap
 * the app in RAC's RouterProvider for client-side navigation). In a selectable table it starts with its checkbox
 * (named 'Select' plus the row header); Space toggles it.
 */
export function Row<T extends object>({ className, columns, children, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <RACRow {...props} className={composeRenderProps(className, (cn) => join(styles.row, cn))}>
      {selectionBehavior === 'toggle' && (
        <RACCell className={join(styles.cell({}), styles.selectionCell)}>
          <Checkbox slot="selection" />
        </RACCell>
      )}
      <Collection items={columns} dependencies={props.dependencies}>
        {children}
      </Collection>
    </RACRow>
  );
}

export interface CellProps extends RACCellProps {
  /** Text alignment; `end` for numbers and dates (tabular figures). @default 'start' */
  align?: CellAlign;
  /** Keep the value on one line in the table layout (phone numbers, ids). */
  nowrap?: boolean;
}

/**
 * The column name shown before a value in the card layout (hidden in the table layout, and from assistive
 * technology: there the column header already names the cell). Rendered inside the cell, where the table state is
 * in context; the row-header cell, the card's title, gets none.
 */
function CellLabel({ columnIndex }: { columnIndex?: number | null }) {
  const state = useContext(TableStateContext);
  const column = columnIndex != null ? state?.collection.columns[columnIndex] : undefined;
  if (!column?.textValue || state?.collection.rowHeaderColumnKeys.has(column.key)) return null;
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {column.textValue}
    </span>
  );
}

/** One value of a row. In the card layout it is shown after its column's name. */
export function Cell({ className, align, nowrap, children, textValue, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cn) => join(styles.cell({ align, nowrap }), cn))}
    >
      {composeRenderProps(children, (content, { columnIndex }) => (
        <>
          <CellLabel columnIndex={columnIndex} />
          {content}
        </>
      ))}
    </RACCell>
  );
}
