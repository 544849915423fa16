import { useUpdateBillingSetting } from '../../../../api/billingSettings.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import type { BillingSetting } from '../../../../shared/billingAndPhones.ts';
import { EmptyState, Inline, Stack, useAppForm } from '../../../../ui/index.ts';

/** Billing settings: the two delinquency checkboxes and Save changes (spec 2). */
export default function BillingTab({ account }: { account: AccountDetail }) {
  if (!account.billing_setting) {
    return <EmptyState title="This account has no billing settings" description="They are created with the account." />;
  }
  return <BillingForm accountId={account.id} billing={account.billing_setting} />;
}

function BillingForm({ accountId, billing }: { accountId: number; billing: BillingSetting }) {
  const save = useUpdateBillingSetting(accountId, billing.id);
  const form = useAppForm({
    defaultValues: { is_delinquent: billing.is_delinquent, ignore_delinquent_check: billing.ignore_delinquent_check },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(value);
      formApi.reset({ is_delinquent: saved.is_delinquent, ignore_delinquent_check: saved.ignore_delinquent_check });
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label="Billing settings">
        <Stack gap="md">
          <form.AppField name="is_delinquent">
            {(field) => <field.Checkbox description="The account has unpaid invoices.">Is delinquent</field.Checkbox>}
          </form.AppField>
          <form.AppField name="ignore_delinquent_check">
            {(field) => (
              <field.Checkbox description="Keep the service running even while the account is delinquent.">
                Ignore delinquent check
              </field.Checkbox>
            )}
          </form.AppField>
        </Stack>
        <Inline>
          <form.SubmitButton pendingLabel="Saving...">Save changes</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
