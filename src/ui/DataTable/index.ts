export {
  DataTable,
  dataTableLayouts,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable.tsx';
