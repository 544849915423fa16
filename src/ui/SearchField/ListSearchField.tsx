import { useState } from 'react';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

export interface ListSearchFieldProps extends Omit<
  SearchFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'onClear'
> {
  /** The search the list shows now (from its state or address). */
  value: string;
  /** Called with the text once typing pauses for `debounceMs`, at once on Enter, and with '' on Clear. */
  onCommit: (text: string) => void;
  debounceMs: number;
}

/**
 * The search box of a list: shows what is typed, commits it after a pause (Enter commits at once, Clear or Escape
 * empties it at once), and follows the list's search when it changes from elsewhere (back/forward).
 */
export function ListSearchField({ value, onCommit, debounceMs, ...props }: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const commit = useDebouncedCallback(onCommit, debounceMs);

  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  return (
    <SearchField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        commit(next);
      }}
      onSubmit={() => commit.flush()}
      onClear={() => {
        commit.cancel();
        onCommit('');
      }}
    />
  );
}
