import { useMemo } from 'react';
import { usePagedList } from '../../api/paging.ts';
import { monitorListQuery } from '../../api/testCalls.ts';
import { CALL_STATUSES } from '../../shared/callRescueRules.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { callRescueTexts } from '../../shared/callRescueTexts.ts';
import { $monitorList, setMonitorPage, setMonitorSearch, setMonitorStatuses } from '../../stores/monitorList.ts';
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
import { FilterResults } from '../shell/FilterResults.tsx';

const updatedAt = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/** /app/call_rescue_monitor: the test calls, as they move through their states (spec 2). */
export default function CallRescueMonitorScreen() {
  return (
    <ConsoleRoot section="call_rescue_monitor" prefetch={[monitorListQuery($monitorList.get())]}>
      <Monitor />
    </ConsoleRoot>
  );
}

function Monitor() {
  const { state, query, count, loadError, table, pagination, shownSearch } = usePagedList(
    { $state: $monitorList, setPage: setMonitorPage },
    monitorListQuery,
  );
  // Rows already shown stay when a refresh fails (the line above the table says so).
  const failed = loadError.isFailed && !query.data;
  const statuses = state.filters.call_status ?? [];
  const columns = useMemo(() => monitorColumns(shownSearch), [shownSearch]);

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

      <FilterResults
        narrowed={state.search !== '' || statuses.length > 0}
        count={query.data && !query.isPlaceholderData ? count : undefined}
      />

      <LoadError
        message={callRescueTexts.loadError}
        {...loadError}
        reason={
          <>
            {callRescueTexts.report}
            {loadError.reason && <br />}
            {loadError.reason}
          </>
        }
        isFailed={failed}
      />
      {!failed && (
        <>
          {/* A refresh that failed is said, once, by a live region on the page from the start (the rows shown stay);
              the time of the last one, which changes every 10 s, is not: read out that often it would drown the
              page. */}
          <LiveRegion>
            {query.isError && (
              <Text tone="muted" size="sm">
                {`${callRescueTexts.loadError} ${callRescueTexts.report}`}
              </Text>
            )}
          </LiveRegion>
          {!query.isError && (
            <Text tone="muted" size="sm">
              {query.dataUpdatedAt > 0 ? `Last updated ${updatedAt.format(query.dataUpdatedAt)}` : '\u00a0'}
            </Text>
          )}
          <DataTable
            aria-label="Test calls"
            {...table}
            getKey={(test) => test.id}
            columns={columns}
            getRowHref={testCallHref}
            emptyState={<EmptyState title="No test calls match" description="Try another search or status." />}
          />
        </>
      )}

      <Pagination {...pagination} aria-label="Test call pages" />
    </Stack>
  );
}
