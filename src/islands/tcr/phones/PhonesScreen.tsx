import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type Key } from 'react';
import { pageCount, useStartOverPastTheEnd } from '../../../api/paging.ts';
import {
  assignmentFailureText,
  failedPhones,
  IncompleteAssignment,
  useAssignPhones,
  usePhoneList,
  type Assignment,
  type AssignmentKind,
  type FailedPhones,
} from '../../../api/tcrPhones.ts';
import { phoneAssignmentMessages as m } from '../../../shared/phoneAssignment.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { $phoneList, phoneListParams, setPhonePage } from '../../../stores/phoneList.ts';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  Inline,
  MenuTriggerOnIntent,
  Pagination,
  SelectableDataTable,
  Stack,
  Text,
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { AssignmentFailures } from './AssignmentFailures.tsx';
import { PhoneListFilters } from './PhoneFilters.tsx';
import { phoneColumns } from './phoneColumns.tsx';

// The menu and the dialogs load on intent: the list's cold load carries only the Actions button.
const PhoneActionsMenu = lazy(() => import('./PhoneActionsMenu.tsx'));
const DIALOGS = {
  campaign: lazy(() => import('./AssignCampaignDialog.tsx')),
  account: lazy(() => import('./AssignAccountDialog.tsx')),
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
    <TcrLayout section="phones">
      <Phones />
    </TcrLayout>
  );
}

function Phones() {
  const state = useStore($phoneList);
  const list = usePhoneList(phoneListParams(state));
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setPhonePage);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [dialog, setDialog] = useState<AssignmentKind | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const assignments = { campaign: useAssignPhones('campaign'), account: useAssignPhones('account') };
  const saving = (['campaign', 'account'] as const).find((kind) => assignments[kind].isPending);

  function assign(kind: AssignmentKind, input: Assignment) {
    setDialog(null);
    setFailure(null);
    assignments[kind].mutate(input, {
      onSuccess: () => setSelected(new Set()),
      onError: (error) => {
        if (!(error instanceof IncompleteAssignment)) return;
        // The numbers that were not stored stay selected, ready for a retry or another target.
        const failed = failedPhones(error.response, assignmentFailureText(kind));
        setFailure({ kind, target: input.target, failed });
        setSelected(new Set(failed.flatMap((group) => group.numbers)));
      },
    });
  }

  const Dialog = dialog && DIALOGS[dialog];
  const count = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Heading level={1}>Phones</Heading>
      <PhoneListFilters number={state.search} filters={state.filters} />

      <Inline gap="md">
        <MenuTriggerOnIntent
          menu={(menuTrigger) => <PhoneActionsMenu menuTrigger={menuTrigger} onAssign={setDialog} />}
        >
          <Button isDisabled={selected.size === 0 || saving !== undefined}>Actions</Button>
        </MenuTriggerOnIntent>
        {/* On the page from the start: a live region added with its first words would not say them. */}
        <Text aria-live="polite">{selected.size > 0 ? `${selected.size} selected` : ''}</Text>
        {selected.size > 0 && (
          <Button variant="quiet" size="sm" onPress={() => setSelected(new Set())}>
            Clear selection
          </Button>
        )}
      </Inline>

      {saving && <Banner tone="info">{SAVING_TEXT[saving]}</Banner>}
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

      {list.isError && !pastTheEnd ? (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onPress={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          {m.phonesLoadFailed}
        </Banner>
      ) : (
        <SelectableDataTable
          aria-label="Phones"
          items={list.data?.results ?? []}
          getKey={(phone) => phone.number}
          columns={phoneColumns}
          selection={{
            selectedKeys: selected,
            onSelectionChange: setSelected,
            rowName: (phone) => formatPhone(phone.number),
          }}
          isLoading={list.isFetching}
          emptyState={
            <EmptyState title="No phone numbers match" description="Try another number, account or campaign." />
          }
        />
      )}

      <Pagination page={state.page} pageCount={pageCount(count)} onPageChange={setPhonePage} aria-label="Phone pages" />

      {Dialog && dialog && (
        <Suspense>
          <Dialog
            count={selected.size}
            onClose={() => setDialog(null)}
            onAccept={(target) => assign(dialog, { numbers: [...selected].map(String), target })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
