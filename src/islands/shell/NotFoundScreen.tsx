import { messages } from '../../shared/messages.ts';
import { EmptyState, Link } from '../../ui/index.ts';
import { ConsoleRoot } from './ConsoleRoot.tsx';

/** Any unknown path of the signed-in area (spec 2). */
export default function NotFoundScreen() {
  return (
    <ConsoleRoot>
      <EmptyState
        title={messages.notFound}
        headingLevel={1}
        action={
          <Link href="/app/accounts" variant="button">
            Go to accounts
          </Link>
        }
      />
    </ConsoleRoot>
  );
}
