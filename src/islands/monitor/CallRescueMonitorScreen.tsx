import { useStore } from '@nanostores/react';
import { pageCount, useStartOverPastTheEnd } from '../../api/paging.ts';
import { useMonitorList } from '../../api/testCalls.ts';
import { CALL_STATUSES, monitorMessages } from '../../shared/callRescueRules.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import {
  $monitorList,
  monitorListParams,
  setMonitorPage,
  setMonitorSearch,
  setMonitorStatuses,
} from '../../stores/monitorList.ts';
import {
  Banner,
  Box,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  ListSearchField,
  Pagination,
  Stack,
  Text,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui/index.ts';
import { ConsoleRoot } from '../shell/ConsoleRoot.tsx';
import { monitorColumns, testCallHref } from './monitorColumns.tsx';

const updatedAt = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/** /app/call_rescue_monitor: the test calls, as they move through their states (spec 2). */
export default function CallRescueMonitorScreen() {
  return (
    <ConsoleRoot section="call_rescue_monitor">
      <Monitor />
    </ConsoleRoot>
  );
}

function Monitor() {
  const state = useStore($monitorList);
  const list = useMonitorList(monitorListParams(state));
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setMonitorPage);
  const count = list.data?.count ?? 0;
  const statuses = state.filters.call_status ?? [];

  return (
    <Stack gap="lg">
      <Heading level={1}>Call rescue monitor</Heading>

      <Inline gap="md" align="end">
        <Box flexGrow={1} maxWidth="md">
          <ListSearchField
            aria-label="Search test calls"
            placeholder="Search by name or phone"
            value={state.search}
            onCommit={setMonitorSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <ToggleButtonGroup
          aria-label="Call status"
          selectionMode="multiple"
          selectedKeys={statuses.map(String)}
          onSelectionChange={(keys) => setMonitorStatuses([...keys].map(Number))}
        >
          {CALL_STATUSES.map((status) => (
            <ToggleButton key={status.value} id={String(status.value)} size="sm">
              {status.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Inline>

      {list.isError && !pastTheEnd && !list.data ? (
        <Banner tone="error" title={monitorMessages.loadError}>
          {monitorMessages.report}
        </Banner>
      ) : (
        <>
          {/* Refreshed every 10 s without a live region: a status read out that often would drown the page. */}
          <Text tone="muted" size="sm">
            {list.isError
              ? `${monitorMessages.loadError} ${monitorMessages.report}`
              : list.dataUpdatedAt > 0
                ? `Last updated ${updatedAt.format(list.dataUpdatedAt)}`
                : '\u00a0'}
          </Text>
          <DataTable
            aria-label="Test calls"
            items={list.data?.results ?? []}
            getKey={(test) => test.id}
            columns={monitorColumns}
            getRowHref={testCallHref}
            // The rows stay while the list refreshes itself; only a new search, status or page shows loading.
            isLoading={list.isPending || list.isPlaceholderData}
            emptyState={<EmptyState title="No test calls match" description="Try another search or status." />}
          />
        </>
      )}

      <Pagination
        page={state.page}
        pageCount={pageCount(count)}
        onPageChange={setMonitorPage}
        aria-label="Test call pages"
      />
    </Stack>
  );
}
