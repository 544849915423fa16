import { useStore } from '@nanostores/react';
import { loadFailure } from '../../../api/errors.ts';
import { useCampaignDetailList } from '../../../api/campaignDetails.ts';
import { pageCount, useStartOverPastTheEnd } from '../../../api/paging.ts';
import { campaignManagementMessages as m } from '../../../shared/campaignManagementRules.ts';
import { campaignDetailHref } from '../../../shared/consolePaths.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import {
  $campaignDetailList,
  setCampaignDetailPage,
  setCampaignDetailSearch,
} from '../../../stores/campaignDetailList.ts';
import {
  Box,
  DataTable,
  EmptyState,
  LoadError,
  Heading,
  Inline,
  Link,
  ListSearchField,
  Pagination,
  Stack,
  useFocusTarget,
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { campaignDetailColumns } from './campaignDetailColumns.tsx';

/**
 * /app/tcr/campaign_details: the campaign details, searched by name and paged (spec 2). Its list is asked once the
 * connected user is known, not beside it: asked beside it, the story pictures of this list came out in one of two
 * rasterizations of the same page from run to run (issue 18 keeps it).
 */
export default function CampaignDetailsScreen() {
  return (
    <TcrLayout section="campaign_details">
      <CampaignDetails />
    </TcrLayout>
  );
}

function CampaignDetails() {
  const state = useStore($campaignDetailList);
  const list = useCampaignDetailList({ page: state.page, search: state.search || undefined });
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setCampaignDetailPage);
  const failure = loadFailure(list);
  const failed = failure.isFailed && !pastTheEnd;
  // A removed row takes its Remove button with it: focus goes to the list's heading, not to the page's body.
  const [headingRef, focusHeading] = useFocusTarget<HTMLHeadingElement>();

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          Campaign details
        </Heading>
        <Link href="/app/tcr/campaign_details/create" variant="button">
          Create campaign details
        </Link>
      </Inline>

      <Box maxWidth="md">
        <ListSearchField
          placeholder="Search by name"
          value={state.search}
          onCommit={setCampaignDetailSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </Box>

      <LoadError message={m.detailsLoadFailed} {...failure} isFailed={failed} />
      {!failed && (
        <DataTable
          aria-label="Campaign details"
          items={list.data?.results ?? []}
          getKey={(detail) => detail.id}
          columns={campaignDetailColumns(focusHeading)}
          getRowHref={campaignDetailHref}
          isLoading={list.isFetching}
          emptyState={<EmptyState title="No campaign details match" description="Try another search." />}
        />
      )}

      {/* Spec 9: the pages show only past 20 rows. */}
      <Pagination
        page={state.page}
        pageCount={pageCount(list.data?.count ?? 0)}
        onPageChange={setCampaignDetailPage}
        aria-label="Campaign details pages"
      />
    </Stack>
  );
}
