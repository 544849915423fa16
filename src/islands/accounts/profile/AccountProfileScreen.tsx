import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { accountDetailQuery, useAccountDetail } from '../../../api/accounts.ts';
import { industriesQuery } from '../../../api/lookups.ts';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { ACCOUNT_TABS, type AccountTab } from '../../../shared/accountTabs.ts';
import { routes } from '../../../shared/consoleRoutes.ts';
import { pageTitle } from '../../../shared/pageTitle.ts';
import { $accountProfileRouter, $accountTab } from '../../../stores/accountProfile.ts';
import { navigateWithin } from '../../../stores/router.ts';
import {
  Heading,
  Link,
  LinkTabs,
  preloadable,
  RouterProvider,
  Skeleton,
  Stack,
  Text,
  useDocumentTitle,
  useLoaded,
  type Preloadable,
} from '../../../ui/index.ts';
import { ConsoleRoot, type ScreenQuery } from '../../shell/ConsoleRoot.tsx';

/** Spec 2 leaves the tab labels open: short and clear. */
const TAB_LABELS: Record<AccountTab, string> = {
  overview: 'Overview',
  features: 'Features',
  users: 'Users',
  business_phones: 'Business phones',
  billing_settings: 'Billing',
  twilio_configuration: 'Messaging',
};

/**
 * Each tab's code loads with the page for the tab it opens on, and for the others when the person points at or
 * focuses their tab (or opens it).
 */
const TAB_CONTENT: Record<AccountTab, Preloadable<{ account: AccountDetail }>> = {
  overview: preloadable(() => import('./tabs/OverviewTab.tsx')),
  features: preloadable(() => import('./tabs/FeaturesTab.tsx')),
  users: preloadable(() => import('./tabs/UsersTab.tsx')),
  business_phones: preloadable(() => import('./tabs/BusinessPhonesTab.tsx')),
  billing_settings: preloadable(() => import('./tabs/BillingTab.tsx')),
  twilio_configuration: preloadable(() => import('./tabs/MessagingTab.tsx')),
};

// The tab the page opens on: its code starts loading as this module runs, before the island has rendered.
if (typeof window !== 'undefined') void TAB_CONTENT[$accountTab.get()].preload();

/** What a tab asks of the API besides the account (lookups, kept for the page's life): asked with its code. */
const TAB_QUERIES: Partial<Record<AccountTab, () => ScreenQuery[]>> = {
  overview: () => [industriesQuery()],
};

interface Props {
  /** The account the page was opened on; tab links keep the address (and so the id) in the router. */
  accountId: number;
}

/** /app/accounts/{id}/{tab}: the account profile, its header and six tabs (spec 2). */
export default function AccountProfileScreen({ accountId }: Props) {
  // What the first view needs is asked together: the connected user (the shell's), the account and the lookups of
  // the tab (its code is already on its way).
  const [openedOn] = useState(() => $accountTab.get());
  return (
    <ConsoleRoot section="accounts" prefetch={[accountDetailQuery(accountId), ...(TAB_QUERIES[openedOn]?.() ?? [])]}>
      <RouterProvider navigate={(href) => navigateWithin($accountProfileRouter, href)}>
        <AccountProfile openedOn={accountId} />
      </RouterProvider>
    </ConsoleRoot>
  );
}

function AccountProfile({ openedOn }: { openedOn: number }) {
  const page = useStore($accountProfileRouter);
  const tab = useStore($accountTab);
  const accountId = Number(page?.params.id) || openedOn;
  const account = useAccountDetail(accountId);
  const queryClient = useQueryClient();
  // A tab whose code is still loading is shown once it is there, the previous tab's content staying meanwhile (a
  // transition), rather than a fallback React would keep for 300 ms; one already loaded is shown at once.
  const deferredTab = useDeferredValue(tab);
  const shownTab = TAB_CONTENT[tab].isLoaded() ? tab : deferredTab;
  const Content = TAB_CONTENT[shownTab];
  // The page's first tab: its skeleton stays until both the account and the tab's code are there.
  const [firstTab] = useState(tab);
  const firstTabLoaded = useLoaded(TAB_CONTENT[firstTab], true);
  useDocumentTitle(account.isSuccess ? pageTitle(account.data.name, TAB_LABELS[tab]) : undefined);

  // Spec 2: if the account cannot be fetched, back to the accounts list.
  useEffect(() => {
    if (account.isError) window.location.replace(routes.accounts);
  }, [account.isError]);

  return (
    <Stack gap="lg">
      <Link href={routes.accounts}>Back to accounts</Link>
      {account.isSuccess ? (
        <Stack gap="xs">
          <Heading level={1}>{account.data.name}</Heading>
          <Text tone="muted">{account.data.email}</Text>
        </Stack>
      ) : (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={32} width={320} />
          <Skeleton height={20} width={220} />
        </Stack>
      )}
      <LinkTabs
        aria-label="Account sections"
        selectedId={tab}
        onNavigate={(href) => navigateWithin($accountProfileRouter, href)}
        tabs={ACCOUNT_TABS.map((id) => ({
          id,
          label: TAB_LABELS[id],
          href: routes.accountTab(accountId, id),
          onIntent: () => {
            void TAB_CONTENT[id].preload();
            TAB_QUERIES[id]?.().forEach((query) => void queryClient.prefetchQuery(query));
          },
        }))}
      >
        {account.isSuccess && firstTabLoaded ? (
          <Suspense fallback={<TabSkeleton />}>
            <Content account={account.data} />
          </Suspense>
        ) : (
          <TabSkeleton />
        )}
      </LinkTabs>
    </Stack>
  );
}

function TabSkeleton() {
  return <Skeleton variant="text" lines={6} aria-label="Loading" />;
}
