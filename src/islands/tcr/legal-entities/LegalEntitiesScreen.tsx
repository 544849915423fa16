import { useStore } from '@nanostores/react';
import { loadFailure } from '../../../api/errors.ts';
import { legalEntityListQuery, useLegalEntityList } from '../../../api/legalEntities.ts';
import { pageCount, useStartOverPastTheEnd } from '../../../api/paging.ts';
import { legalEntityHref } from '../../../shared/consolePaths.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { legalEntityToasts } from '../../../shared/legalEntityToasts.ts';
import {
  $legalEntityList,
  legalEntityListParams,
  setLegalEntityPage,
  setLegalEntitySearch,
} from '../../../stores/legalEntityList.ts';
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
} from '../../../ui/index.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { legalEntityColumns } from './legalEntityColumns.tsx';

/** /app/tcr/legal_entities: the paged legal entities, searched by name or account (spec 2, 7). */
export default function LegalEntitiesScreen() {
  return (
    <TcrLayout
      section="legal_entities"
      prefetch={[legalEntityListQuery(legalEntityListParams($legalEntityList.get()))]}
    >
      <LegalEntityList />
    </TcrLayout>
  );
}

function LegalEntityList() {
  const state = useStore($legalEntityList);
  const list = useLegalEntityList(legalEntityListParams(state));
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setLegalEntityPage);
  const failure = loadFailure(list);
  const failed = failure.isFailed && !pastTheEnd;
  const count = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1}>Legal entities</Heading>
        <Link href="/app/tcr/legal_entities/create" variant="button">
          Create legal entity
        </Link>
      </Inline>

      <Box maxWidth="md">
        <ListSearchField
          placeholder="Search by name or account"
          value={state.search}
          onCommit={setLegalEntitySearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </Box>

      <LoadError message={legalEntityToasts.loadFailed} {...failure} isFailed={failed} />
      {!failed && (
        <DataTable
          aria-label="Legal entities"
          items={list.data?.results ?? []}
          getKey={(entity) => entity.id}
          columns={legalEntityColumns}
          getRowHref={legalEntityHref}
          isLoading={list.isFetching}
          emptyState={
            state.search ? (
              <EmptyState title="No legal entities match" description="Try another name or account name." />
            ) : (
              <EmptyState title="No legal entities yet" description="Create one to register its TCR brand." />
            )
          }
        />
      )}

      <Pagination
        page={state.page}
        pageCount={pageCount(count)}
        onPageChange={setLegalEntityPage}
        aria-label="Legal entity pages"
      />
    </Stack>
  );
}
