import { useMemo, useState, type Key } from 'react';
import { usePagedList } from '../../../api/paging.ts';
import {
  assignmentFailureText,
  failedPhones,
  IncompleteAssignment,
  phoneListQuery,
  useAssignPhones,
  type Assignment,
  type AssignmentKind,
  type FailedPhones,
} from '../../../api/tcrPhones.ts';
import type { TcrPhoneNumber } from '../../../shared/campaignManagement.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { campaignManagementTexts as m } from '../../../shared/campaignManagementTexts.ts';
import { $phoneList, setPhonePage } from '../../../stores/phoneList.ts';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  LoadError,
  Inline,
  LiveRegion,
  MenuTriggerOnIntent,
  Pagination,
  preloadable,
  SelectableDataTable,
  Stack,
  Text,
  useFocusTarget,
  WhenLoaded,
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { AssignmentFailures } from './AssignmentFailures.tsx';
import { PhoneListFilters } from './PhoneFilters.tsx';
import { phoneColumns } from './phoneColumns.tsx';
import { FilterResults } from '../../shell/FilterResults.tsx';

// The menu and the dialogs load on intent (the menu from the Actions button, a dialog from its menu item): the
// list's cold load carries only the Actions button.
const PhoneActionsMenu = preloadable(() => import('./PhoneActionsMenu.tsx'));
const DIALOGS = {
  campaign: preloadable(() => import('./AssignCampaignDialog.tsx')),
  account: preloadable(() => import('./AssignAccountDialog.tsx')),
};

const SAVING_TEXT: Record<AssignmentKind, string> = {
  campaign: m.assigningToCampaign,
  account: m.assigningToAccount,
};

/** An assignment whose order did not complete: what to show, and what a retry sends again. */
interface Failure {
  kind: AssignmentKind;
  target: number;
  failed: FailedPhones[];
}

/** /app/tcr/phones: assigns TCR phone numbers to a campaign or an account (spec 2 Phones). */
export default function PhonesScreen() {
  return (
    <TcrLayout section="phones" prefetch={[phoneListQuery($phoneList.get())]}>
      <Phones />
    </TcrLayout>
  );
}

function Phones() {
  const { state, query, count, loadError, table, pagination } = usePagedList(
    { $state: $phoneList, setPage: setPhonePage },
    phoneListQuery,
  );
  // The selected rows by number, kept as they were when picked: the selection spans pages, and the account dialog
  // names the numbers it would move from another account, on this page or not.
  const [selected, setSelected] = useState<ReadonlyMap<string, TcrPhoneNumber>>(new Map());
  const selectedKeys = useMemo(() => new Set<Key>(selected.keys()), [selected]);
  const notShown = [...selected.keys()].filter((number) => !table.items.some((phone) => phone.number === number));
  const select = (keys: Iterable<Key>) => {
    const onPage = new Map(table.items.map((phone) => [phone.number, phone]));
    setSelected(new Map([...keys].map((key) => [String(key), selected.get(String(key)) ?? onPage.get(String(key))!])));
  };
  const [dialog, setDialog] = useState<AssignmentKind | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const assignments = { campaign: useAssignPhones('campaign'), account: useAssignPhones('account') };
  const saving = (['campaign', 'account'] as const).find((kind) => assignments[kind].isPending);
  // Accept closes its dialog onto Actions, disabled while saving (and after, with nothing selected); Retry's banner
  // goes away: focus goes to the list of phones instead, where the next selection starts.
  const [tableRef, focusTable] = useFocusTarget<HTMLElement>();

  function assign(kind: AssignmentKind, input: Assignment) {
    setDialog(null);
    setFailure(null);
    focusTable();
    assignments[kind].mutate(input, {
      onSuccess: () => setSelected(new Map()),
      onError: (error) => {
        if (!(error instanceof IncompleteAssignment)) return;
        // The numbers that were not stored stay selected, ready for a retry or another target.
        const failed = failedPhones(error.response, assignmentFailureText(kind));
        setFailure({ kind, target: input.target, failed });
        select(failed.flatMap((group) => group.numbers));
      },
    });
  }

  const Dialog = dialog && DIALOGS[dialog];
  const filtered = state.search !== '' || state.filters.account !== undefined || state.filters.campaign !== undefined;

  return (
    <Stack gap="lg">
      <Heading level={1}>Phones</Heading>
      <PhoneListFilters number={state.search} filters={state.filters} />
      {/* The live regions below are on the page from the start: one added with its first words would not say them. */}
      <FilterResults narrowed={filtered} count={query.isSuccess ? count : undefined} />

      <Inline gap="md">
        <MenuTriggerOnIntent
          menu={(menuTrigger) => (
            <PhoneActionsMenu
              menuTrigger={menuTrigger}
              onAssign={setDialog}
              onIntent={(kind) => void DIALOGS[kind].preload()}
            />
          )}
        >
          <Button isDisabled={selected.size === 0 || saving !== undefined}>Actions</Button>
        </MenuTriggerOnIntent>
        <LiveRegion as="span">
          {selected.size > 0 && <Text>{m.phonesSelected(selected.size, notShown.length)}</Text>}
        </LiveRegion>
        {selected.size > 0 && (
          <Button variant="quiet" size="sm" onPress={() => setSelected(new Map())}>
            Clear selection
          </Button>
        )}
      </Inline>

      <LiveRegion>
        {saving && (
          // The region around it says it; the banner's own role would be a second, late-born one.
          <Banner tone="info" role="none">
            {SAVING_TEXT[saving]}
          </Banner>
        )}
      </LiveRegion>
      {failure && (
        <AssignmentFailures
          target={failure.kind}
          failed={failure.failed}
          onDismiss={() => setFailure(null)}
          onRetry={() =>
            assign(failure.kind, {
              numbers: failure.failed.flatMap((group) => group.numbers),
              target: failure.target,
            })
          }
        />
      )}

      <LoadError message={m.phonesLoadFailed} {...loadError} />
      {!loadError.isFailed && (
        <SelectableDataTable
          ref={tableRef}
          aria-label="Phones"
          {...table}
          getKey={(phone) => phone.number}
          columns={phoneColumns}
          selection={{
            selectedKeys,
            onSelectionChange: select,
            rowName: (phone) => formatPhone(phone.number),
          }}
          emptyState={
            <EmptyState title="No phone numbers match" description="Try another number, account or campaign." />
          }
        />
      )}

      <Pagination {...pagination} aria-label="Phone pages" />

      <WhenLoaded when={dialog !== null} code={Dialog ?? undefined}>
        {Dialog && dialog && (
          <Dialog
            phones={[...selected.values()]}
            onClose={() => setDialog(null)}
            onAccept={(target) => assign(dialog, { numbers: [...selected.keys()], target })}
          />
        )}
      </WhenLoaded>
    </Stack>
  );
}
