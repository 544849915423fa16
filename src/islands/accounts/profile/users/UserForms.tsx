import { unlessFieldsNamed } from '../../../../api/errors.ts';
import { useCreateUser, useUpdateUser } from '../../../../api/users.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import { userListEditRules, userRules } from '../../../../shared/userRules.ts';
import { personName } from '../../../../shared/personName.ts';
import { userTexts } from '../../../../shared/userTexts.ts';
import { Button, FormSection, Heading, Inline, useAppForm } from '../../../../ui/index.ts';
import { AccountFlagFields, FLAG_FIELDS, PASSWORD_FIELDS, PasswordFields } from '../../users/UserFieldGroups.tsx';

type AccountUser = AccountDetail['user_set'][number];

/** Create user (spec 2, 5): the user-creation rules; the server's username and password errors land on them. */
export function CreateUserForm({ accountId, onDone }: { accountId: number; onDone: () => void }) {
  const create = useCreateUser(accountId);
  const form = useAppForm({
    defaultValues: {
      username: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      is_account_manager: false,
      can_switch_accounts: false,
    },
    rules: userRules,
    onSubmit: async ({ value }) => {
      await create.mutateAsync(value);
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-labelledby="create-user-title">
        <Heading slot="title" level={2} size="md" id="create-user-title">
          Create user
        </Heading>
        <form.FormErrorBanner />
        <FormSection title="User">
          <form.AppField name="username">
            {(field) => <field.TextField label="Username" autoComplete="off" isRequired autoFocus />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" isRequired />}
          </form.AppField>
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" isRequired />}
          </form.AppField>
          <form.AppField name="last_name">{(field) => <field.TextField label="Last name" isRequired />}</form.AppField>
          <PasswordFields form={form} fields={PASSWORD_FIELDS} isRequired />
        </FormSection>
        <AccountFlagFields form={form} fields={FLAG_FIELDS} />
        <Inline gap="sm" justify="end">
          <Button slot="close">Cancel</Button>
          <form.SubmitButton pendingLabel="Saving...">Create user</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

/**
 * A user row in edit mode (spec 2, 5): names and email, and a password only when one is typed (then confirmed).
 * Closes on Save or Cancel; nothing typed is lost when a save fails.
 */
export function EditUserForm({
  accountId,
  user,
  onDone,
}: {
  accountId: number;
  user: AccountUser;
  onDone: () => void;
}) {
  const update = useUpdateUser(accountId, user.id, {
    success: userTexts.updated,
    error: unlessFieldsNamed(userTexts.updateFailed),
  });
  const name = personName(user);
  const form = useAppForm({
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      password: '',
      confirm_password: '',
      is_account_manager: user.is_account_manager,
      can_switch_accounts: user.can_switch_accounts,
    },
    rules: userListEditRules,
    onSubmit: async ({ value }) => {
      // Spec 5: an empty password leaves both password fields out of the request.
      const { password, confirm_password, ...rest } = value;
      await update.mutateAsync(password ? { ...rest, password, confirm_password } : rest);
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label={`Edit ${name}`}>
        <form.FormErrorBanner />
        <FormSection title={`Edit ${name}`}>
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" isRequired autoFocus />}
          </form.AppField>
          <form.AppField name="last_name">{(field) => <field.TextField label="Last name" isRequired />}</form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" isRequired />}
          </form.AppField>
          <PasswordFields form={form} fields={PASSWORD_FIELDS} isRequired={false} />
        </FormSection>
        <AccountFlagFields form={form} fields={FLAG_FIELDS} />
        <Inline gap="sm">
          <form.SubmitButton pendingLabel="Saving...">Save</form.SubmitButton>
          <form.CancelButton onPress={onDone}>Cancel</form.CancelButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
