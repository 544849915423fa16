import { useUpdateAccount } from '../../../../api/accounts.ts';
import { unlessFieldsNamed } from '../../../../api/errors.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import { FEATURES_TAB_FLAGS } from '../../../../shared/featureFlags.ts';
import { accountTexts } from '../../../../shared/accountTexts.ts';
import { Inline, Stack, useAppForm } from '../../../../ui/index.ts';

/** Features: the account's feature toggles and Save changes (spec 2); the answer replaces the features. */
export default function FeaturesTab({ account }: { account: AccountDetail }) {
  const save = useUpdateAccount(account.id, {
    success: accountTexts.saved,
    error: unlessFieldsNamed(accountTexts.saveFailed),
  });
  const form = useAppForm({
    defaultValues: account.features,
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync({ features: value });
      formApi.reset(saved.features);
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label="Features" failedSave="reset">
        <form.Subscribe selector={(state) => state.values.confirmations_enabled}>
          {(confirmationsOn) => (
            <Stack gap="md">
              {FEATURES_TAB_FLAGS.filter((flag) => !('shownWith' in flag) || confirmationsOn).map((flag) => (
                <form.AppField key={flag.key} name={flag.key}>
                  {(field) => <field.Switch>{flag.label}</field.Switch>}
                </form.AppField>
              ))}
            </Stack>
          )}
        </form.Subscribe>
        <Inline>
          <form.SubmitButton pendingLabel="Saving...">Save changes</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
