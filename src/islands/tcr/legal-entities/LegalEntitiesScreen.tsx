import { legalEntityListQuery } from '../../../api/legalEntities.ts';
import { usePagedList } from '../../../api/paging.ts';
import { routes } from '../../../shared/consoleRoutes.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { legalEntityTexts } from '../../../shared/legalEntityTexts.ts';
import { $legalEntityList, setLegalEntityPage, setLegalEntitySearch } from '../../../stores/legalEntityList.ts';
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
import { FilterResults } from '../../shell/FilterResults.tsx';

/** /app/tcr/legal_entities: the paged legal entities, searched by name or account (spec 2, 7). */
export default function LegalEntitiesScreen() {
  return (
    <TcrLayout section="legal_entities" prefetch={[legalEntityListQuery($legalEntityList.get())]}>
      <LegalEntityList />
    </TcrLayout>
  );
}

function LegalEntityList() {
  const { state, query, count, loadError, table, pagination, shownSearch } = usePagedList(
    { $state: $legalEntityList, setPage: setLegalEntityPage },
    legalEntityListQuery,
  );

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1}>Legal entities</Heading>
        <Link href={routes.createLegalEntity} variant="button">
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

      <FilterResults
        narrowed={state.search !== ''}
        count={query.data && !query.isPlaceholderData ? count : undefined}
      />

      <LoadError message={legalEntityTexts.loadFailed} {...loadError} />
      {!loadError.isFailed && (
        <DataTable
          aria-label="Legal entities"
          {...table}
          getKey={(entity) => entity.id}
          columns={legalEntityColumns(shownSearch)}
          getRowHref={routes.legalEntity}
          emptyState={
            state.search ? (
              <EmptyState title="No legal entities match" description="Try another name or account name." />
            ) : (
              <EmptyState title="No legal entities yet" description="Create one to register its TCR brand." />
            )
          }
        />
      )}

      <Pagination {...pagination} aria-label="Legal entity pages" />
    </Stack>
  );
}
