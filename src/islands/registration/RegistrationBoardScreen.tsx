import { usePagedList } from '../../api/paging.ts';
import { registrationBoardQuery } from '../../api/registration.ts';
import { COUNT_CAP } from '../../shared/constants.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import { $registrationList, setRegistrationPage } from '../../stores/registrationList.ts';
import { DataTable, EmptyState, Heading, LoadError, Pagination, Stack, Text } from '../../ui/index.ts';
import { ConsoleRoot } from '../shell/ConsoleRoot.tsx';
import { FilterResults } from '../shell/FilterResults.tsx';
import { RegistrationListFilters } from './RegistrationFilters.tsx';
import { registrationColumns, registrationHref } from './registrationColumns.tsx';
import { StageCounts } from './StageCounts.tsx';

/** /app/registration: where every account stands in A2P and TCR registration, the most stuck first (issue 22). */
export default function RegistrationBoardScreen() {
  return (
    <ConsoleRoot section="registration" prefetch={[registrationBoardQuery($registrationList.get())]}>
      <RegistrationBoard />
    </ConsoleRoot>
  );
}

function RegistrationBoard() {
  const { state, query, count, loadError, table, pagination, shownSearch } = usePagedList(
    { $state: $registrationList, setPage: setRegistrationPage },
    registrationBoardQuery,
  );
  const board = query.data;
  const { filters } = state;
  // The answer's parent account, once it is this filter's (the previous answer stays on screen while it loads).
  const parent = board?.parent_account;
  const parentName = parent && parent.id === filters.parent_account ? parent.name : undefined;
  const narrowed = state.search !== '' || Object.keys(filters).length > 0;

  return (
    <Stack gap="lg">
      <Heading level={1}>{texts.title}</Heading>

      <RegistrationListFilters search={state.search} filters={filters} parentName={parentName} />

      <FilterResults
        narrowed={narrowed}
        count={query.data && !query.isPlaceholderData ? count : undefined}
        capped={query.data?.count_capped}
      />

      <LoadError message={texts.loadError} {...loadError} />
      {!loadError.isFailed && (
        <>
          {board &&
            (board.count_capped && board.stages.length === 0 ? (
              <Text tone="muted" size="sm">
                {texts.stagesCapped(COUNT_CAP)}
              </Text>
            ) : (
              <StageCounts stages={board.stages} filters={filters} />
            ))}
          <DataTable
            aria-label={texts.boardLabel}
            {...table}
            getKey={(row) => row.account.id}
            columns={registrationColumns(shownSearch)}
            getRowHref={registrationHref}
            emptyState={<EmptyState title={texts.emptyTitle} description={texts.emptyDescription} />}
          />
        </>
      )}

      <Pagination {...pagination} aria-label={texts.pagesLabel} />
    </Stack>
  );
}
