import { useStore } from '@nanostores/react';
import { useDeferredValue } from 'react';
import { loadFailure } from '../../api/errors.ts';
import { accountListQuery, useAccountList } from '../../api/accounts.ts';
import { pageCount, useStartOverPastTheEnd } from '../../api/paging.ts';
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
  Box,
  DataTable,
  EmptyState,
  LoadError,
  Heading,
  Inline,
  Link,
  ListSearchField,
  LiveRegion,
  Pagination,
  Stack,
  TagGroup,
  Text,
  useFocusTarget,
} from '../../ui/index.ts';
import { AccountFilterMenu } from './AccountFilterMenu.tsx';
import { accountHref } from '../../shared/consolePaths.ts';
import { accountColumns } from './accountColumns.tsx';
import { accountFilterChips } from './accountFilterChips.ts';
import { ConsoleRoot } from '../shell/ConsoleRoot.tsx';

/** /app/accounts: the paged, searchable, filterable account list (spec 2). */
export default function AccountsScreen() {
  return (
    // The page's list is asked beside the connected user, not after it.
    <ConsoleRoot section="accounts" prefetch={[accountListQuery(accountListParams($accountList.get()))]}>
      <AccountList />
    </ConsoleRoot>
  );
}

function AccountList() {
  const state = useStore($accountList);
  // The search box, chips and page marker answer the input at once; the list (its query and table) follows in a
  // render React may interrupt, so a filter's chip or a page number is painted without waiting for the table.
  const listed = useDeferredValue(state);
  const list = useAccountList(accountListParams(listed));
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setAccountPage);
  const failure = loadFailure(list);
  const failed = failure.isFailed && !pastTheEnd;

  const chips = accountFilterChips(state.filters);
  const count = list.data?.count ?? 0;
  // The chips go with the last one removed: focus goes back to the Filter button, where filters are added.
  const [filterButtonRef, focusFilterButton] = useFocusTarget<HTMLButtonElement>();

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
        <LiveRegion as="span">
          {hasActiveCriteria(state) && (
            <Text weight="semibold">
              {messages.filterResults(list.isSuccess ? count : undefined, list.data?.count_capped)}
            </Text>
          )}
        </LiveRegion>
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

      <LoadError message={messages.accounts.loadError} {...failure} isFailed={failed} />
      {!failed && (
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
