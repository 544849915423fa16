import type { Ref } from 'react';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { EmptyState, Inline, Link } from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';

/** Step 3: done (spec 2), with Home (the accounts list) and Visit account. */
export function FinishedStep({
  account,
  headingRef,
}: {
  account: AccountDetail;
  /** The step's heading, where focus goes when the step is reached. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const botNumber = account.bot_numbers.find((n) => n.is_call_rescue_number) ?? account.bot_numbers[0];
  return (
    <EmptyState
      headingRef={headingRef}
      title="The account is ready"
      description={
        botNumber
          ? `${account.name} was created with the bot number ${formatPhone(botNumber.number)}.`
          : `${account.name} was created.`
      }
      action={
        <Inline gap="md" justify="center">
          <Link href={routes.accounts} variant="button">
            Home
          </Link>
          <Link href={routes.account(account)} variant="button">
            Visit account
          </Link>
        </Inline>
      }
    />
  );
}
