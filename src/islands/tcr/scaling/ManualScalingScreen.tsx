import { usePagedList } from '../../../api/paging.ts';
import { scalingListQuery } from '../../../api/scaling.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { campaignManagementTexts } from '../../../shared/campaignManagementTexts.ts';
import {
  $scalingList,
  setScalingPage,
  setScalingSearch,
  setScalingView,
  type ScalingView,
} from '../../../stores/scalingList.ts';
import {
  Box,
  DataTable,
  EmptyState,
  LoadError,
  Heading,
  Inline,
  ListSearchField,
  Pagination,
  Segment,
  SegmentedControl,
  Stack,
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { scalingColumns } from './scalingColumns.tsx';
import { FilterResults } from '../../shell/FilterResults.tsx';

/** What each view calls its rows. */
const VIEWS: Record<ScalingView, { label: string; plural: string }> = {
  accounts: { label: 'Accounts', plural: 'accounts' },
  parent_accounts: { label: 'Parent accounts', plural: 'parent accounts' },
};

/**
 * /app/tcr/scaling: Manual scaling (spec 2), accounts without a parent or parent accounts, each scaled on its own.
 * Its list is asked once the connected user is known, as on Campaign details (see there).
 */
export default function ManualScalingScreen() {
  return (
    <TcrLayout section="scaling">
      <ManualScaling />
    </TcrLayout>
  );
}

function ManualScaling() {
  const { state, query, count, loadError, table, pagination } = usePagedList(
    { $state: $scalingList, setPage: setScalingPage },
    scalingListQuery,
  );
  const { view } = state.filters;
  const { label, plural } = VIEWS[view];

  return (
    <Stack gap="lg">
      <Heading level={1}>Manual scaling</Heading>

      <Inline gap="md" align="end">
        <SegmentedControl aria-label="Show" value={view} onChange={(value) => setScalingView(value as ScalingView)}>
          {Object.entries(VIEWS).map(([id, v]) => (
            <Segment key={id} value={id}>
              {v.label}
            </Segment>
          ))}
        </SegmentedControl>
        <Box flexGrow={1} maxWidth="md">
          <ListSearchField
            placeholder="Search by name"
            value={state.search}
            onCommit={setScalingSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
        </Box>
      </Inline>

      <FilterResults
        narrowed={state.search !== ''}
        count={query.data && !query.isPlaceholderData ? count : undefined}
      />

      <LoadError message={campaignManagementTexts.scalingLoadFailed(plural)} {...loadError} />
      {!loadError.isFailed && (
        <DataTable
          aria-label={label}
          {...table}
          getKey={(target) => target.id}
          columns={scalingColumns(view)}
          emptyState={<EmptyState title={`No ${plural} match`} description="Try another search." />}
        />
      )}

      {/* Spec 9: the pages show only past 20 rows (one page of 20 is all there is). */}
      <Pagination {...pagination} aria-label={`${label} pages`} />
    </Stack>
  );
}
