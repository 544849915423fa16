import type { Ref } from 'react';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { EmptyState, Inline, Link } from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';

/**
 * Step 3: done (spec 2), with Home (the accounts list) and Visit account. What it says is what happened here: the
 * account created with its number, a number provisioned for an account resumed from the address, or an account that
 * already had one.
 */
export function FinishedStep({
  account,
  headingRef,
  said,
}: {
  account: AccountDetail;
  /** The step's heading, where focus goes when the step is reached. */
  headingRef?: Ref<HTMLHeadingElement>;
  said: 'created' | 'provisioned' | 'resumed';
}) {
  const botNumber = account.bot_numbers.find((n) => n.is_call_rescue_number) ?? account.bot_numbers[0];
  const number = botNumber ? formatPhone(botNumber.number) : null;
  const sentence = {
    created: number ? `${account.name} was created with the bot number ${number}.` : `${account.name} was created.`,
    provisioned: `${account.name} now has the bot number ${number}.`,
    resumed: `${account.name} already has the bot number ${number}.`,
  }[said];
  return (
    <EmptyState
      headingRef={headingRef}
      title="The account is ready"
      description={sentence}
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
