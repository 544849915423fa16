import { useUpdateBillingSetting } from '../../../../api/billingSettings.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import type { BillingSetting } from '../../../../shared/billingAndPhones.ts';
import { consoleTexts } from '../../../../shared/consoleTexts.ts';
import { useCurrentUser } from '../../../../api/users.ts';
import { EmptyState, Inline, Stack, Text, useAppForm } from '../../../../ui/index.ts';

/**
 * Billing settings: the two delinquency checkboxes and Save changes (spec 2). Billing changes are the provider's
 * staff's: a reseller sees the settings, read-only, and why (the API refuses their change too).
 */
export default function BillingTab({ account }: { account: AccountDetail }) {
  if (!account.billing_setting) {
    return <EmptyState title="This account has no billing settings" description="They are created with the account." />;
  }
  return <BillingForm accountId={account.id} billing={account.billing_setting} />;
}

function BillingForm({ accountId, billing }: { accountId: number; billing: BillingSetting }) {
  const save = useUpdateBillingSetting(accountId, billing.id);
  const isReseller = useCurrentUser(true).data?.is_reseller ?? false;
  const form = useAppForm({
    defaultValues: { is_delinquent: billing.is_delinquent, ignore_delinquent_check: billing.ignore_delinquent_check },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(value);
      formApi.reset({ is_delinquent: saved.is_delinquent, ignore_delinquent_check: saved.ignore_delinquent_check });
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label="Billing settings" failedSave="reset">
        <Stack gap="md">
          <form.AppField name="is_delinquent">
            {(field) => (
              <field.Checkbox description="The account has unpaid invoices." isReadOnly={isReseller}>
                Is delinquent
              </field.Checkbox>
            )}
          </form.AppField>
          <form.AppField name="ignore_delinquent_check">
            {(field) => (
              <field.Checkbox
                description="Keep the service running even while the account is delinquent."
                isReadOnly={isReseller}
              >
                Ignore delinquent check
              </field.Checkbox>
            )}
          </form.AppField>
        </Stack>
        {isReseller ? (
          <Text tone="muted">{consoleTexts.billingStaffOnly}</Text>
        ) : (
          <Inline>
            <form.SubmitButton pendingLabel="Saving...">Save changes</form.SubmitButton>
          </Inline>
        )}
      </form.Form>
    </form.AppForm>
  );
}
