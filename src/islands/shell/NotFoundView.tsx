import { messages } from '../../shared/messages.ts';
import { EmptyState, Link } from '../../ui/index.ts';

/** Spec 2's not-found view: an unknown path of the signed-in area, or an address naming a record that is not there. */
export function NotFoundView() {
  return (
    <EmptyState
      title={messages.notFound}
      headingLevel={1}
      action={
        <Link href="/app/accounts" variant="button">
          Go to accounts
        </Link>
      }
    />
  );
}
