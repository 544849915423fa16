import { EmptyState, Link } from '../../ui/index.ts';
import { consoleTexts } from '../../shared/consoleTexts.ts';
import { routes } from '../../shared/consoleRoutes.ts';

/** Spec 2's not-found view: an unknown path of the signed-in area, or an address naming a record that is not there. */
export function NotFoundView() {
  return (
    <EmptyState
      title={consoleTexts.notFound}
      headingLevel={1}
      action={
        <Link href={routes.accounts} variant="button">
          Go to accounts
        </Link>
      }
    />
  );
}
