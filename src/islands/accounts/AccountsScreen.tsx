import { useStore } from '@nanostores/react';
import { useAccountList } from '../../api/accounts.ts';
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
  TagGroup,
  Text,
} from '../../ui/index.ts';
import { AccountFilterMenu } from './AccountFilterMenu.tsx';
import { accountHref } from '../../shared/consolePaths.ts';
import { accountColumns } from './accountColumns.tsx';
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
  const pastTheEnd = useStartOverPastTheEnd(list.error, state.page, setAccountPage);

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
          <ListSearchField
            aria-label="Search accounts"
            placeholder="Search by name, email or phone"
            value={state.search}
            onCommit={setAccountSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
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
