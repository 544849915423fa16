import { useId, useRef, useState, type Ref } from 'react';
import { useProvisionBotNumber, useUpdateAccount } from '../../../api/accounts.ts';
import { botNumberAreaCodeRules } from '../../../shared/accountRules.ts';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { AlertDialog, Heading, Inline, Link, Text, useAppForm } from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';
import { accountTexts } from '../../../shared/accountTexts.ts';

/**
 * Step 2: provision the bot number. A number is bought, so the step asks first, as the overview does; then the area
 * code is saved and the number bought (spec 2); either failure keeps the person here with its toast, ready to try
 * again. It says the account was created only when this wizard created it (an address naming another account
 * resumes here too).
 */
export function BotNumberStep({
  account,
  createdHere,
  onProvisioned,
  headingRef,
}: {
  account: AccountDetail;
  /** This wizard created the account just now (not resumed from an address). */
  createdHere: boolean;
  onProvisioned: () => void;
  /** The step's heading, where focus goes when the step is reached. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const saveAreaCode = useUpdateAccount(account.id, { error: accountTexts.areaCodeSaveFailed });
  const provision = useProvisionBotNumber(account.id);
  /** The area code asked about, while the question is open. */
  const [asking, setAsking] = useState<string | null>(null);
  /** Set by Provision in the question: the next submit buys the number instead of asking. */
  const confirmed = useRef(false);
  const formId = useId();
  const form = useAppForm({
    defaultValues: { bot_number_area_code: account.bot_number_area_code ?? '' },
    rules: { bot_number_area_code: botNumberAreaCodeRules },
    onSubmit: async ({ value }) => {
      const areaCode = value.bot_number_area_code.trim();
      if (!confirmed.current) return setAsking(areaCode);
      confirmed.current = false;
      await saveAreaCode.mutateAsync({ bot_number_area_code: areaCode });
      await provision.mutateAsync();
      onProvisioned();
    },
  });

  return (
    <form.AppForm>
      <form.Form id={formId} aria-labelledby="bot-number-step-title">
        <Heading level={2} size="md" id="bot-number-step-title" ref={headingRef} tabIndex={-1}>
          Provision bot number
        </Heading>
        <Text as="p">
          {createdHere ? `The account ${account.name} was created.` : `${account.name} has no bot number yet.`} Its bot
          number is bought in the area code below: the number the call-rescue service calls and texts from.
        </Text>
        <form.FormErrorBanner />
        <form.AppField name="bot_number_area_code">
          {(field) => <field.TextField label="Bot number area code" inputMode="numeric" isRequired />}
        </form.AppField>
        <Inline gap="md">
          <form.SubmitButton pendingLabel="Provisioning bot number">Provision bot number</form.SubmitButton>
          <Link href={routes.account(account)} variant="standalone">
            Visit account
          </Link>
        </Inline>
        <AlertDialog
          isOpen={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          title="Provision bot number?"
          confirmLabel="Provision"
          onConfirm={() => {
            // Submitted again as the form element, so what the API refuses lands on the fields.
            confirmed.current = true;
            (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
          }}
        >
          {`A new number in area code ${asking} is bought for ${account.name}.`}
        </AlertDialog>
      </form.Form>
    </form.AppForm>
  );
}
