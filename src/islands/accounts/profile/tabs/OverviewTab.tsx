import type { AccountDetail } from '../../../../shared/accounts.ts';
import { EmptyState } from '../../../../ui/index.ts';

/** Being built (issue 9). */
export default function OverviewTab(_: { account: AccountDetail }) {
  return <EmptyState title="Coming soon" />;
}
