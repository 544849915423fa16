import { useMemo } from 'react';
import { accountListQuery } from '../../api/accounts.ts';
import { usePagedList } from '../../api/paging.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import {
  $accountList,
  hasActiveCriteria,
  removeAccountFilter,
  setAccountPage,
  setAccountSearch,
} from '../../stores/accountList.ts';
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
  TagGroup,
  useFocusTarget,
} from '../../ui/index.ts';
import { AccountFilterMenu } from './AccountFilterMenu.tsx';
import { routes } from '../../shared/consoleRoutes.ts';
import { accountTexts } from '../../shared/accountTexts.ts';
import { accountColumns } from './accountColumns.tsx';
import { accountFilterChips } from './accountFilterChips.ts';
import { ConsoleRoot } from '../shell/ConsoleRoot.tsx';
import { FilterResults } from '../shell/FilterResults.tsx';

/** /app/accounts: the paged, searchable, filterable account list (spec 2). */
export default function AccountsScreen() {
  return (
    // The page's list is asked beside the connected user, not after it.
    <ConsoleRoot section="accounts" prefetch={[accountListQuery($accountList.get())]}>
      <AccountList />
    </ConsoleRoot>
  );
}

function AccountList() {
  // The search box, chips and page marker answer the input at once; the list (its query and table) follows in a
  // render React may interrupt, so a filter's chip or a page number is painted without waiting for the table.
  const { state, query, count, loadError, table, pagination, shownSearch } = usePagedList(
    { $state: $accountList, setPage: setAccountPage },
    accountListQuery,
    { deferred: true },
  );
  const chips = accountFilterChips(state.filters);
  const columns = useMemo(() => accountColumns(shownSearch), [shownSearch]);
  // The chips go with the last one removed: focus goes back to the Filter button, where filters are added.
  const [filterButtonRef, focusFilterButton] = useFocusTarget<HTMLButtonElement>();

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1}>Accounts</Heading>
        <Link href={routes.addAccount} variant="button">
          Create new account
        </Link>
      </Inline>

      <Inline gap="md" align="end">
        <Box flexGrow={1} maxWidth="md">
          <ListSearchField
            placeholder="Search by name, email or phone"
            value={state.search}
            onCommit={setAccountSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <AccountFilterMenu filters={state.filters} ref={filterButtonRef} />
      </Inline>

      {/* Always there, the count's live region says its first words too; with no search or filter, no room taken. */}
      <Inline gap="md">
        <FilterResults
          as="span"
          narrowed={hasActiveCriteria(state)}
          count={query.isSuccess ? count : undefined}
          capped={query.data?.count_capped}
        />
        {chips.length > 0 && (
          <TagGroup
            label="Active filters"
            items={chips}
            onRemove={(keys) => {
              if (keys.size >= chips.length) focusFilterButton();
              keys.forEach((key) => removeAccountFilter(key as (typeof chips)[number]['id']));
            }}
          />
        )}
      </Inline>

      <LoadError message={accountTexts.loadError} {...loadError} />
      {!loadError.isFailed && (
        <DataTable
          aria-label="Accounts"
          {...table}
          getKey={(account) => account.id}
          columns={columns}
          getRowHref={routes.account}
          emptyState={<EmptyState title="No accounts match" description="Try another search or remove a filter." />}
        />
      )}

      <Pagination {...pagination} aria-label="Accounts pages" />
    </Stack>
  );
}
