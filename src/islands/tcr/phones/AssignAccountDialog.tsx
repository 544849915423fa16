import { useState } from 'react';
import { usePickerSearch } from '../../../api/lookups.ts';
import type { Reference } from '../../../shared/accounts.ts';
import { COMBOBOX_LOAD_ERROR, ListBox, ListBoxItem, SearchField } from '../../../ui/index.ts';
import { AssignDialogFrame } from './AssignDialogFrame.tsx';

/** 'Select an account' (spec 2 Phones): a server search after a 1 s pause; loaded when first opened. */
export default function AssignAccountDialog({
  count,
  onAccept,
  onClose,
}: {
  count: number;
  onAccept: (accountId: number) => void;
  onClose: () => void;
}) {
  const search = usePickerSearch('account');
  const [picked, setPicked] = useState<Reference | null>(null);
  // A choice the current search no longer lists is no choice.
  const chosen = search.items.find((account) => account.id === picked?.id) ?? null;
  return (
    <AssignDialogFrame
      title="Select an account"
      count={count}
      canAccept={chosen !== null}
      onAccept={() => chosen && onAccept(chosen.id)}
      onClose={onClose}
    >
      <SearchField placeholder="Search account" value={search.inputValue} onChange={search.onInputChange} autoFocus />
      <ListBox
        aria-label="Accounts"
        selectionMode="single"
        items={search.items}
        selectedKeys={chosen ? [chosen.id] : []}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          setPicked(search.items.find((account) => account.id === key) ?? null);
        }}
        isLoading={search.isLoading}
        loadingOverlay
        renderEmptyState={() =>
          search.loadError
            ? search.loadError === true
              ? COMBOBOX_LOAD_ERROR
              : search.loadError
            : search.inputValue.trim()
              ? 'No account matches'
              : 'Type a name to search accounts'
        }
      >
        {(account) => (
          <ListBoxItem id={account.id} textValue={account.name} description={`ID ${account.id}`}>
            {account.name}
          </ListBoxItem>
        )}
      </ListBox>
    </AssignDialogFrame>
  );
}
