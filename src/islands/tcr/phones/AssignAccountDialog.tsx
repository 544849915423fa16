import { useState } from 'react';
import { usePickerSearch } from '../../../api/lookups.ts';
import type { Reference } from '../../../shared/accounts.ts';
import type { TcrPhoneNumber } from '../../../shared/campaignManagement.ts';
import { campaignManagementTexts as m, type NumberOf } from '../../../shared/campaignManagementTexts.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { COMBOBOX_LOAD_ERROR, Highlight, ListBox, ListBoxItem, Notice, SearchField } from '../../../ui/index.ts';
import { AssignDialogFrame } from './AssignDialogFrame.tsx';

const numberOf = (phone: TcrPhoneNumber, account: Reference): NumberOf => ({
  phone: formatPhone(phone.number),
  account: account.name,
});

/**
 * What Accept would move besides the numbers: those on another account than the chosen one (once one is chosen),
 * and bot numbers of accounts other than the chosen one, whose patients would get calls and texts from elsewhere.
 */
function MoveWarnings({ phones, target }: { phones: TcrPhoneNumber[]; target: number | null }) {
  const fromOthers =
    target === null ? [] : phones.filter((phone) => phone.account !== null && phone.account.id !== target);
  const botNumbers = phones.filter((phone) => phone.bot_of !== null && phone.bot_of.id !== target);
  return (
    <>
      {fromOthers.length > 0 && (
        <Notice tone="warning">{m.movesFromOtherAccounts(fromOthers.map((p) => numberOf(p, p.account!)))}</Notice>
      )}
      {botNumbers.length > 0 && (
        <Notice tone="warning">{m.movesBotNumbers(botNumbers.map((p) => numberOf(p, p.bot_of!)))}</Notice>
      )}
    </>
  );
}

/** 'Select an account' (spec 2 Phones): a server search after a 1 s pause; loaded when first opened. */
export default function AssignAccountDialog({
  phones,
  onAccept,
  onClose,
}: {
  /** The selected phones, on this page of the list or another. */
  phones: TcrPhoneNumber[];
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
      count={phones.length}
      warnings={<MoveWarnings phones={phones} target={chosen?.id ?? null} />}
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
        dependencies={[search.marks]}
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
            <Highlight text={account.name} ranges={search.marks(account.name)} />
          </ListBoxItem>
        )}
      </ListBox>
    </AssignDialogFrame>
  );
}
