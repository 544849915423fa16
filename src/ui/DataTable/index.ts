export {
  DataTable,
  dataTableLayouts,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable.tsx';
export { SelectableDataTable, type DataTableSelection, type SelectableDataTableProps } from './SelectableDataTable.tsx';
