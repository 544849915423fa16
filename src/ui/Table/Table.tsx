import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components/Table';
import * as styles from './Table.css.ts';

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export type CellAlign = (typeof styles.cellAligns)[number];
export { cellAligns as tableCellAligns } from './Table.css.ts';

/* ------------------------------------------------------------------------------------------------
 * The RAC grid table, styled: for interactive tables (selection, sorting, cell navigation). Read-only lists
 * use DataTable (src/ui/DataTable), a lighter semantic table.
 * ---------------------------------------------------------------------------------------------- */

export type TableProps = RACTableProps;
/** A keyboard-navigable grid table (arrow keys between rows and cells; one Tab stop). */
export function Table({ className, ...props }: TableProps) {
  return <RACTable {...props} className={composeRenderProps(className, (cn) => join(styles.table, cn))} />;
}

export type TableHeaderProps<T> = RACTableHeaderProps<T>;
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={composeRenderProps(className, (cn) => join(styles.header, cn))} />;
}

export interface ColumnProps extends RACColumnProps {
  /** Text alignment; `end` for numbers and dates. @default 'start' */
  align?: CellAlign;
}
/** A sticky column header. */
export function Column({ className, align, ...props }: ColumnProps) {
  return <RACColumn {...props} className={composeRenderProps(className, (cn) => join(styles.column({ align }), cn))} />;
}

export type TableBodyProps<T> = RACTableBodyProps<T>;
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <RACTableBody {...props} className={composeRenderProps(className, (cn) => join(styles.body, cn))} />;
}

export type RowProps<T> = RACRowProps<T>;
/** A 44px row with hover and focus states; with `href` the whole row is a link (click or Enter). */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={composeRenderProps(className, (cn) => join(styles.row, cn))} />;
}

export interface CellProps extends RACCellProps {
  /** Text alignment; `end` for numbers and dates (tabular figures). @default 'start' */
  align?: CellAlign;
}
export function Cell({ className, align, ...props }: CellProps) {
  return <RACCell {...props} className={composeRenderProps(className, (cn) => join(styles.cell({ align }), cn))} />;
}
