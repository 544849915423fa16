import { withFieldGroup } from '../../../ui/index.ts';
import { confirmPasswordError } from '../../../shared/userRules.ts';
import { userTexts } from '../../../shared/userTexts.ts';

/** The groups' field names in a form that keeps them at the top level, as every user form does. */
export const PASSWORD_FIELDS = { password: 'password', confirm_password: 'confirm_password' } as const;
export const FLAG_FIELDS = {
  is_account_manager: 'is_account_manager',
  can_switch_accounts: 'can_switch_accounts',
} as const;

/**
 * Password and its confirmation (spec 5): required when creating a user; when editing, optional, and the
 * confirmation is asked for only once a password is typed. Every user form of the accounts area uses it; the
 * password's rules are the form's (userRules.password when creating, none when editing).
 */
export const PasswordFields = withFieldGroup({
  defaultValues: { password: '', confirm_password: '' },
  props: { isRequired: false },
  render: function PasswordFieldsRender({ group, isRequired }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              isRequired={isRequired}
              description={isRequired ? undefined : 'Leave empty to keep the current one.'}
            />
          )}
        </group.AppField>
        <group.AppField
          name="confirm_password"
          validators={{
            onDynamic: ({ value, fieldApi }) =>
              confirmPasswordError(
                value,
                String(fieldApi.form.getFieldValue(group.getFormFieldName('password')) ?? ''),
                isRequired,
              ),
          }}
        >
          {(field) => (
            <field.TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              isRequired={isRequired}
            />
          )}
        </group.AppField>
      </>
    );
  },
});

/** The two per-account flags with their helper texts (spec 2, 6). */
export const AccountFlagFields = withFieldGroup({
  defaultValues: { is_account_manager: false, can_switch_accounts: false },
  render: function AccountFlagFieldsRender({ group }) {
    return (
      <>
        <group.AppField name="is_account_manager">
          {(field) => <field.Checkbox description={userTexts.accountManagerHelp}>Is account manager?</field.Checkbox>}
        </group.AppField>
        <group.AppField name="can_switch_accounts">
          {(field) => (
            <field.Checkbox description={userTexts.canSwitchAccountsHelp}>Can switch accounts?</field.Checkbox>
          )}
        </group.AppField>
      </>
    );
  },
});
