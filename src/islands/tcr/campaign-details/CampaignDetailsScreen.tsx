import { useStore } from '@nanostores/react';
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
  Banner,
  Box,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  Link,
  ListSearchField,
  Pagination,
  Stack,
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { campaignDetailColumns } from './campaignDetailColumns.tsx';

/** /app/tcr/campaign_details: the campaign details, searched by name and paged (spec 2). */
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

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1}>Campaign details</Heading>
        <Link href="/app/tcr/campaign_details/create" variant="button">
          Create campaign details
        </Link>
      </Inline>

      <Box maxWidth="md">
        <ListSearchField
          aria-label="Search campaign details"
          placeholder="Search by name"
          value={state.search}
          onCommit={setCampaignDetailSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </Box>

      {list.isError && !pastTheEnd ? (
        <Banner tone="error">{m.detailsLoadFailed}</Banner>
      ) : (
        <DataTable
          aria-label="Campaign details"
          items={list.data?.results ?? []}
          getKey={(detail) => detail.id}
          columns={campaignDetailColumns}
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
