import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { pageCount, useAccountList } from '../../api/accounts.ts';
import { ApiError } from '../../api/errors.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import {
  $accountList,
  accountListParams,
  hasActiveCriteria,
  removeAccountFilter,
  setAccountPage,
  setAccountSearch,
} from '../../stores/accountList.ts';
import {
  Banner,
  Box,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  SearchField,
  Stack,
  TagGroup,
  Text,
  useDebouncedCallback,
} from '../../ui/index.ts';
import { AccountFilterMenu } from './AccountFilterMenu.tsx';
import { accountColumns, accountHref } from './accountColumns.tsx';
import { accountFilterChips } from './accountFilterChips.ts';
import { ConsoleRoot } from '../shell/ConsoleRoot.tsx';

/** /app/accounts: the paged, searchable, filterable account list (spec 2). */
export default function AccountsScreen() {
  return (
    <ConsoleRoot section="accounts">
      <AccountList />
    </ConsoleRoot>
  );
}

function AccountList() {
  const state = useStore($accountList);
  const list = useAccountList(accountListParams(state));
  const [searchText, setSearchText] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  const commitSearch = useDebouncedCallback(setAccountSearch, SEARCH_DEBOUNCE_MS);

  // Back/forward can change the search under the box: show what the list shows.
  if (state.search !== shownSearch) {
    setShownSearch(state.search);
    setSearchText(state.search);
  }

  // A page past the end (an old link, or rows removed since) starts over at page 1.
  const pastTheEnd = list.error instanceof ApiError && list.error.status === 404 && state.page > 1;
  useEffect(() => {
    if (pastTheEnd) setAccountPage(1);
  }, [pastTheEnd]);

  const chips = accountFilterChips(state.filters);
  const count = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1}>Accounts</Heading>
        <Link href="/app/accounts/create" variant="button">
          Create new account
        </Link>
      </Inline>

      <Inline gap="md" align="end">
        <Box flexGrow={1} maxWidth="md">
          <SearchField
            aria-label="Search accounts"
            placeholder="Search by name, email or phone"
            value={searchText}
            onChange={(text) => {
              setSearchText(text);
              commitSearch(text);
            }}
            onSubmit={() => commitSearch.flush()}
            onClear={() => {
              commitSearch.cancel();
              setAccountSearch('');
            }}
          />
        </Box>
        <AccountFilterMenu filters={state.filters} />
      </Inline>

      {hasActiveCriteria(state) && (
        <Inline gap="md">
          <Text weight="semibold" aria-live="polite">
            Filter Results ({list.isSuccess ? count : '…'})
          </Text>
          {chips.length > 0 && (
            <TagGroup
              label="Active filters"
              items={chips}
              onRemove={(keys) => keys.forEach((key) => removeAccountFilter(key as (typeof chips)[number]['id']))}
            />
          )}
        </Inline>
      )}

      {list.isError && !pastTheEnd ? (
        <Banner tone="error">{messages.accounts.loadError}</Banner>
      ) : (
        <DataTable
          aria-label="Accounts"
          items={list.data?.results ?? []}
          getKey={(account) => account.id}
          columns={accountColumns}
          getRowHref={accountHref}
          isLoading={list.isFetching}
          emptyState={<EmptyState title="No accounts match" description="Try another search or remove a filter." />}
        />
      )}

      <Pagination
        page={state.page}
        pageCount={pageCount(count)}
        onPageChange={setAccountPage}
        aria-label="Accounts pages"
      />
    </Stack>
  );
}
