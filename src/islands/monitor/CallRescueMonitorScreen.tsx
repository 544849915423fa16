import { useStore } from '@nanostores/react';
import { loadFailure } from '../../api/errors.ts';
import { pageCount, useStartOverPastTheEnd } from '../../api/paging.ts';
import { monitorListQuery, useMonitorList } from '../../api/testCalls.ts';
import { CALL_STATUSES, monitorMessages } from '../../shared/callRescueRules.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import {
  $monitorList,
  monitorListParams,
  setMonitorPage,
  setMonitorSearch,
  setMonitorStatuses,
} from '../../stores/monitorList.ts';
import {
  Box,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  ListSearchField,
  LiveRegion,
  LoadError,
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
    <ConsoleRoot section="call_rescue_monitor" prefetch={[monitorListQuery(monitorListParams($monitorList.get()))]}>
      <Monitor />
    </ConsoleRoot>
  );
}

function Monitor() {
  const state = useStore($monitorList);
  const list = useMonitorList(monitorListParams(state));
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setMonitorPage);
  // Rows already shown stay when a refresh fails (the line above the table says so).
  const failure = loadFailure(list);
  const failed = failure.isFailed && !pastTheEnd && !list.data;
  const count = list.data?.count ?? 0;
  const statuses = state.filters.call_status ?? [];

  return (
    <Stack gap="lg">
      <Heading level={1}>Call rescue monitor</Heading>

      <Inline gap="md" align="end">
        <Box flexGrow={1} maxWidth="md">
          <ListSearchField
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

      {/* On the page from the start (a live region added with its first words would not say them); said whole, and
          only when the count changes, not at each 10 s refresh. */}
      <LiveRegion>
        {(state.search !== '' || statuses.length > 0) && (
          <Text weight="semibold">
            {messages.filterResults(list.data && !list.isPlaceholderData ? count : undefined)}
          </Text>
        )}
      </LiveRegion>

      <LoadError
        message={monitorMessages.loadError}
        {...failure}
        reason={
          <>
            {monitorMessages.report}
            {failure.reason && <br />}
            {failure.reason}
          </>
        }
        isFailed={failed}
      />
      {!failed && (
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
