import { useCurrentUser, useSaveProfile, useUserAccount } from '../../../api/users.ts';
import { usePickerSearch } from '../../../api/lookups.ts';
import type { ConnectedUser } from '../../../shared/auth.ts';
import type { Reference } from '../../../shared/accounts.ts';
import { currentPasswordError, needsCurrentPassword, userProfileRules } from '../../../shared/userRules.ts';
import {
  Avatar,
  Card,
  FormSection,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  useAppForm,
} from '../../../ui/index.ts';
import { ConsoleRoot } from '../../shell/ConsoleRoot.tsx';
import { AccountFlagFields, FLAG_FIELDS, PASSWORD_FIELDS, PasswordFields } from '../users/UserFieldGroups.tsx';
import { routes } from '../../../shared/consoleRoutes.ts';
import { YourSessions } from './YourSessions.tsx';

/** /app/user_profile: Update user (spec 2), the connected user's own profile. */
export default function UpdateUserScreen() {
  return (
    <ConsoleRoot>
      <UpdateUser />
    </ConsoleRoot>
  );
}

function UpdateUser() {
  const user = useCurrentUser(true).data;
  // Spec 2: the user's current account is read once, then the form fills.
  const account = useUserAccount(user?.account ?? null);
  const ready = user && (user.account === null || account.isSuccess || account.isError);
  return (
    <Stack gap="lg" maxWidth="lg">
      <Heading level={1}>Update user</Heading>
      <Card>
        {ready ? (
          <ProfileForm user={user} account={account.data ?? null} />
        ) : (
          <Skeleton variant="text" lines={8} aria-label="Loading" />
        )}
      </Card>
      {user && (
        <Card>
          <YourSessions userId={user.id} />
        </Card>
      )}
    </Stack>
  );
}

/** The form's values as a change of the user (the account by id), for needsCurrentPassword. */
const changeOf = <V extends { account: Reference | null }>(values: V) => ({
  ...values,
  account: values.account?.id ?? null,
});

function ProfileForm({ user, account }: { user: ConnectedUser; account: Reference | null }) {
  const save = useSaveProfile(user.id);
  const accounts = usePickerSearch('account');
  const form = useAppForm({
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      account,
      password: '',
      confirm_password: '',
      current_password: '',
      is_account_manager: user.is_account_manager,
      can_switch_accounts: user.can_switch_accounts,
    },
    rules: userProfileRules,
    onSubmit: async ({ value, formApi }) => {
      // Spec 5: an empty password leaves both password fields out of the request. The current password goes only
      // with a change that needs it (a new password, email, account or account flag).
      const { password, confirm_password, current_password, account: chosen, ...rest } = value;
      const patch = {
        ...rest,
        account: chosen?.id,
        ...(password ? { password, confirm_password } : {}),
        ...(needsCurrentPassword(changeOf(value), user) ? { current_password } : {}),
      };
      await save.mutateAsync({ patch, username: user.username });
      formApi.reset({ ...value, password: '', confirm_password: '', current_password: '' });
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label="Update user">
        <Inline gap="md">
          <Avatar person={user} size="lg" />
          <Stack gap="xxs">
            <Text tone="muted" size="sm">
              Username
            </Text>
            <Text weight="semibold">{user.username || 'Not filled yet'}</Text>
          </Stack>
        </Inline>
        <form.FormErrorBanner />
        {/* The person's own details: each field names its purpose (WCAG 1.3.5), so browsers and password managers
            fill it; the password fields say new-password and current-password (PasswordFields, below). */}
        <FormSection title="Profile">
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" autoComplete="given-name" isRequired />}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" isRequired />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
          </form.AppField>
          <form.AppField name="account">
            {(field) => (
              <field.ReferenceField
                label="Account"
                isRequired
                search={accounts}
                placeholder="Search account"
                hrefFor={routes.account}
              />
            )}
          </form.AppField>
          <PasswordFields form={form} fields={PASSWORD_FIELDS} isRequired={false} />
          {/* Asked for only while a new password is typed, or the email, account or a flag differs from the saved. */}
          <form.Subscribe selector={(state) => needsCurrentPassword(changeOf(state.values), user)}>
            {(needed) =>
              needed ? (
                <form.AppField
                  name="current_password"
                  validators={{
                    onDynamic: ({ value, fieldApi }) =>
                      currentPasswordError(value, needsCurrentPassword(changeOf(fieldApi.form.state.values), user)),
                  }}
                >
                  {(field) => (
                    <field.TextField
                      label="Current password"
                      type="password"
                      autoComplete="current-password"
                      isRequired
                      description="Needed to change your password or email."
                    />
                  )}
                </form.AppField>
              ) : null
            }
          </form.Subscribe>
        </FormSection>
        <AccountFlagFields form={form} fields={FLAG_FIELDS} />
        <Inline gap="sm">
          <Link href={routes.home} variant="secondaryButton">
            Back
          </Link>
          <form.SubmitButton pendingLabel="Saving...">Save</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
