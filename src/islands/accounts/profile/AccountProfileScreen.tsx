import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAccountDetail } from '../../../api/accounts.ts';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { ACCOUNT_TABS, type AccountTab } from '../../../shared/accountTabs.ts';
import { accountTabHref } from '../../../shared/consolePaths.ts';
import { $accountProfileRouter, $accountTab } from '../../../stores/accountProfile.ts';
import { navigateWithin } from '../../../stores/router.ts';
import { Heading, Link, LinkTabs, RouterProvider, Skeleton, Stack, Text } from '../../../ui/index.ts';
import { ConsoleRoot } from '../../shell/ConsoleRoot.tsx';

/** Spec 2 leaves the tab labels open: short and clear. */
const TAB_LABELS: Record<AccountTab, string> = {
  overview: 'Overview',
  features: 'Features',
  users: 'Users',
  business_phones: 'Business phones',
  billing_settings: 'Billing',
  twilio_configuration: 'Messaging',
};

type TabContent = ComponentType<{ account: AccountDetail }>;

/** Each tab's code loads when it is shown, or earlier when the person points at or focuses its tab. */
const TAB_MODULES: Record<AccountTab, () => Promise<{ default: TabContent }>> = {
  overview: () => import('./tabs/OverviewTab.tsx'),
  features: () => import('./tabs/FeaturesTab.tsx'),
  users: () => import('./tabs/UsersTab.tsx'),
  business_phones: () => import('./tabs/BusinessPhonesTab.tsx'),
  billing_settings: () => import('./tabs/BillingTab.tsx'),
  twilio_configuration: () => import('./tabs/MessagingTab.tsx'),
};
const TAB_CONTENT: Record<AccountTab, TabContent> = {
  overview: lazy(TAB_MODULES.overview),
  features: lazy(TAB_MODULES.features),
  users: lazy(TAB_MODULES.users),
  business_phones: lazy(TAB_MODULES.business_phones),
  billing_settings: lazy(TAB_MODULES.billing_settings),
  twilio_configuration: lazy(TAB_MODULES.twilio_configuration),
};

interface Props {
  /** The account the page was opened on; tab links keep the address (and so the id) in the router. */
  accountId: number;
}

/** /app/accounts/{id}/{tab}: the account profile, its header and six tabs (spec 2). */
export default function AccountProfileScreen({ accountId }: Props) {
  return (
    <ConsoleRoot section="accounts">
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
  const Content = TAB_CONTENT[tab];

  // Spec 2: if the account cannot be fetched, back to the accounts list.
  useEffect(() => {
    if (account.isError) window.location.replace('/app/accounts');
  }, [account.isError]);

  return (
    <Stack gap="lg">
      <Link href="/app/accounts">Back to accounts</Link>
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
          href: accountTabHref(accountId, id),
          onIntent: () => void TAB_MODULES[id](),
        }))}
      >
        {account.isSuccess ? (
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
