import { useLayoutEffect, useRef, type Key } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/** Rows chosen with checkboxes (e.g. for a bulk action). */
export interface DataTableSelection<T> {
  /** Keys of the chosen rows; rows not shown (other pages) may be among them and stay chosen. */
  selectedKeys: ReadonlySet<Key>;
  onSelectionChange: (keys: Set<Key>) => void;
  /** What a row's checkbox is named after: 'Select ' + this (the row-header text, e.g. a phone number). */
  rowName: (row: T) => string;
}

export interface SelectableDataTableProps<T> extends Omit<DataTableProps<T>, 'rowControls'> {
  selection: DataTableSelection<T>;
}

/**
 * A DataTable whose rows are chosen with checkboxes: one before each row (beside each card's title), each its own
 * Tab stop (Space toggles), chosen rows tinted, and 'Select all' for the rows shown in the header (above the cards,
 * labelled), a dash while only some are chosen.
 */
export function SelectableDataTable<T>({ selection, ...props }: SelectableDataTableProps<T>) {
  const { items, getKey } = props;
  // The selection as it is now: a row is drawn again only when its own choice changes (DataTable), so a row's
  // checkbox must not act on the selection it was drawn with.
  const current = useRef(selection);
  useLayoutEffect(() => {
    current.current = selection;
  });
  const toggle = ({ selectedKeys, onSelectionChange }: DataTableSelection<T>, keys: Key[], selected: boolean) => {
    const next = new Set(selectedKeys);
    for (const key of keys) {
      if (selected) next.add(key);
      else next.delete(key);
    }
    onSelectionChange(next);
  };
  const shown = items.map(getKey);
  const chosen = shown.filter((key) => selection.selectedKeys.has(key)).length;
  const selectAll = (labelled: boolean) => (
    <Checkbox
      aria-label={labelled ? undefined : 'Select all'}
      isSelected={shown.length > 0 && chosen === shown.length}
      isIndeterminate={chosen > 0 && chosen < shown.length}
      onChange={(selected) => toggle(selection, shown, selected)}
    >
      {labelled && 'Select all'}
    </Checkbox>
  );
  return (
    <DataTable
      {...props}
      rowControls={{
        // A table's header cell has no room for the label; above the cards it shows.
        header: selectAll(false),
        aboveCards: selectAll(true),
        cell: (row) => (
          <Checkbox
            aria-label={`Select ${selection.rowName(row)}`}
            isSelected={selection.selectedKeys.has(getKey(row))}
            onChange={(selected) => toggle(current.current, [getKey(row)], selected)}
          />
        ),
        isSelected: (row) => selection.selectedKeys.has(getKey(row)),
      }}
    />
  );
}
