import type { Ref } from 'react';
import { useProvisionBotNumber, useUpdateAccount } from '../../../api/accounts.ts';
import { botNumberAreaCodeRules } from '../../../shared/accountRules.ts';
import type { AccountDetail } from '../../../shared/accounts.ts';
import { Heading, Inline, Link, Text, useAppForm } from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';
import { accountTexts } from '../../../shared/accountTexts.ts';

/**
 * Step 2: provision the bot number. The area code is saved first, then the number is bought (spec 2); either
 * failure keeps the person here with its toast, ready to try again.
 */
export function BotNumberStep({
  account,
  onProvisioned,
  headingRef,
}: {
  account: AccountDetail;
  onProvisioned: () => void;
  /** The step's heading, where focus goes when the step is reached. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const saveAreaCode = useUpdateAccount(account.id, { error: accountTexts.areaCodeSaveFailed });
  const provision = useProvisionBotNumber(account.id);
  const form = useAppForm({
    defaultValues: { bot_number_area_code: account.bot_number_area_code ?? '' },
    rules: { bot_number_area_code: botNumberAreaCodeRules },
    onSubmit: async ({ value }) => {
      await saveAreaCode.mutateAsync({ bot_number_area_code: value.bot_number_area_code.trim() });
      await provision.mutateAsync();
      onProvisioned();
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-labelledby="bot-number-step-title">
        <Heading level={2} size="md" id="bot-number-step-title" ref={headingRef} tabIndex={-1}>
          Provision bot number
        </Heading>
        <Text as="p">
          The account {account.name} was created. Its bot number is bought in the area code below: the number the
          call-rescue service calls and texts from.
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
      </form.Form>
    </form.AppForm>
  );
}
