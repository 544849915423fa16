import { useEffect } from 'react';
import { useAccountDetail } from '../../../api/accounts.ts';
import { Heading, Link, Skeleton, Stack, Text } from '../../../ui/index.ts';
import { ConsoleRoot } from '../../shell/ConsoleRoot.tsx';

interface Props {
  accountId: number;
  tab: string;
}

/** /app/accounts/{id}/{tab}: the account profile. This slice shows its header; the tabs come with their issue. */
export default function AccountProfileScreen({ accountId }: Props) {
  return (
    <ConsoleRoot section="accounts">
      <AccountProfile accountId={accountId} />
    </ConsoleRoot>
  );
}

function AccountProfile({ accountId }: { accountId: number }) {
  const account = useAccountDetail(accountId);

  // Spec 2: if the account cannot be fetched, back to the accounts list.
  useEffect(() => {
    if (account.isError) window.location.replace('/app/accounts');
  }, [account.isError]);

  return (
    <Stack gap="md">
      <Link href="/app/accounts">Back to accounts</Link>
      {account.isSuccess ? (
        <Stack gap="xs">
          <Heading level={1}>{account.data.name}</Heading>
          <Text tone="muted">{account.data.email}</Text>
        </Stack>
      ) : (
        <Skeleton variant="text" lines={2} aria-label="Loading account" />
      )}
    </Stack>
  );
}
