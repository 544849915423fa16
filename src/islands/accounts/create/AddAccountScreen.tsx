import { useState } from 'react';
import { useAccountDetail } from '../../../api/accounts.ts';
import { ApiError } from '../../../api/errors.ts';
import { useCurrentUser } from '../../../api/users.ts';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { createdAccountId, rememberCreatedAccount } from '../../../stores/addAccountWizard.ts';
import { Card, Heading, Skeleton, Stack, Stepper, useFocusTarget } from '../../../ui/index.ts';
import { ConsoleRoot } from '../../shell/ConsoleRoot.tsx';
import { NotFoundView } from '../../shell/NotFoundView.tsx';
import { AccountStep } from './AccountStep.tsx';
import { BotNumberStep } from './BotNumberStep.tsx';
import { FinishedStep } from './FinishedStep.tsx';

const STEPS = ['Create account', 'Provision bot number', 'Finished'] as const;

/**
 * /app/accounts/create: the three-step add-account wizard (spec 2, 4). Each step reached replaces the one before,
 * with the button just pressed: focus moves to the new step's heading, and the stepper announces the step.
 */
export default function AddAccountScreen() {
  return (
    <ConsoleRoot section="accounts">
      <AddAccount />
    </ConsoleRoot>
  );
}

function AddAccount() {
  const [accountId, setAccountId] = useState(createdAccountId);
  const [provisioned, setProvisioned] = useState(false);
  /** The account was created by this wizard, not resumed from an address naming it. */
  const [createdHere, setCreatedHere] = useState(false);
  const user = useCurrentUser(true);
  const account = useAccountDetail(accountId ?? 0, accountId !== null);
  const [botNumberHeadingRef, focusBotNumberHeading] = useFocusTarget<HTMLHeadingElement>();
  const [finishedHeadingRef, focusFinishedHeading] = useFocusTarget<HTMLHeadingElement>();

  function created(next: AccountDetail) {
    rememberCreatedAccount(next.id);
    setAccountId(next.id);
    setCreatedHere(true);
    focusBotNumberHeading();
  }

  // An address naming an account that is not there (`?account=99999`) has nothing to resume.
  if (account.error instanceof ApiError && account.error.status === 404) return <NotFoundView />;

  // Resuming with a created account: a bot number means the wizard had finished.
  const step = accountId === null ? 0 : provisioned || (account.data?.bot_numbers.length ?? 0) > 0 ? 2 : 1;

  return (
    <Stack gap="lg">
      <Heading level={1}>Add account</Heading>
      <Stepper steps={STEPS} currentIndex={step} aria-label="Add account steps" />
      <Card>
        {step === 0 ? (
          <AccountStep isReseller={user.data?.is_reseller ?? false} onCreated={created} />
        ) : !account.data ? (
          <Skeleton variant="text" lines={4} />
        ) : step === 1 ? (
          <BotNumberStep
            account={account.data}
            createdHere={createdHere}
            headingRef={botNumberHeadingRef}
            onProvisioned={() => {
              setProvisioned(true);
              focusFinishedHeading();
            }}
          />
        ) : (
          <FinishedStep
            account={account.data}
            headingRef={finishedHeadingRef}
            said={createdHere ? 'created' : provisioned ? 'provisioned' : 'resumed'}
          />
        )}
      </Card>
    </Stack>
  );
}
