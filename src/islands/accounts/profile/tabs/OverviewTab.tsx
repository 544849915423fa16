import { useUpdateAccount } from '../../../../api/accounts.ts';
import { unlessFieldsNamed } from '../../../../api/errors.ts';
import { usePickerSearch } from '../../../../api/lookups.ts';
import { useCurrentUser } from '../../../../api/users.ts';
import { accountOverviewRules, daysAsMinutes, minutesAsDays } from '../../../../shared/accountRules.ts';
import type { AccountDetail, Reference } from '../../../../shared/accounts.ts';
import { accountTexts } from '../../../../shared/accountTexts.ts';
import type { UpdateAccountRequest } from '../../../../shared/accountWrites.ts';
import { CALENDAR_TYPES } from '../../../../shared/enums.ts';
import {
  FormSection,
  FormSectionWide,
  Inline,
  LiveRegion,
  Notice,
  SelectItem,
  Stack,
  useAppForm,
} from '../../../../ui/index.ts';
import { ACCOUNT_FIELDS, AccountFields } from '../../AccountFields.tsx';
import { BotNumbers } from './BotNumbers.tsx';
import { RegistrationFix } from '../../../shell/RegistrationFix.tsx';

/** The overview's values as the form edits them: text for numbers and choices, the day count in days. */
function formValues(account: AccountDetail) {
  return {
    name: account.name,
    email: account.email,
    office_phone: account.office_phone,
    lang: account.lang,
    calendar_type: account.calendar_type === null ? '' : String(account.calendar_type),
    timezone: account.timezone,
    company_industry: account.company_industry ? String(account.company_industry.id) : '',
    calendar_name: account.calendar_name ?? '',
    stripe_customer_id: account.stripe_customer_id ?? '',
    appointment_request_window_days: String(account.appointment_request_window_days),
    /** Days here (spec 2); the API keeps minutes. */
    requests_time_in_advance_minutes: minutesAsDays(account.requests_time_in_advance_minutes),
    bot_number_area_code: account.bot_number_area_code ?? '',
    call_rescue_tests_enabled: account.call_rescue_tests_enabled,
    parent_account: account.parent_account as Reference | null,
    legal_entity: account.legal_entity as Reference | null,
    campaign_detail: account.campaign_detail as Reference | null,
    reseller: account.reseller as Reference | null,
    salesforce_account: account.salesforce_account,
    town: account.town ?? '',
    notes: account.notes ?? '',
  };
}
type OverviewValues = ReturnType<typeof formValues>;

/** PATCH /account_admin/{id} as spec 7 words it: ids for references, minutes for the day count, null for empty. */
function patchOf(values: OverviewValues, isReseller: boolean): UpdateAccountRequest {
  return {
    name: values.name,
    email: values.email,
    office_phone: values.office_phone,
    lang: values.lang as UpdateAccountRequest['lang'],
    calendar_type: Number(values.calendar_type),
    timezone: values.timezone as UpdateAccountRequest['timezone'],
    company_industry: Number(values.company_industry),
    calendar_name: (values.calendar_name || null) as UpdateAccountRequest['calendar_name'],
    stripe_customer_id: values.stripe_customer_id.trim() || null,
    appointment_request_window_days: Number(values.appointment_request_window_days),
    requests_time_in_advance_minutes: daysAsMinutes(values.requests_time_in_advance_minutes),
    bot_number_area_code: values.bot_number_area_code,
    call_rescue_tests_enabled: values.call_rescue_tests_enabled,
    parent_account: values.parent_account?.id ?? null,
    // Resellers see town and notes; the Salesforce link, the TCR references and the owner only staff set (spec 1,
    // 6; issue 39), so each sends only its own.
    ...(isReseller
      ? { town: (values.town || null) as UpdateAccountRequest['town'], notes: values.notes.trim() || null }
      : {
          salesforce_id: values.salesforce_account?.id ?? null,
          legal_entity: values.legal_entity?.id ?? null,
          campaign_detail: values.campaign_detail?.id ?? null,
          reseller: values.reseller?.id ?? null,
        }),
  };
}

/** Overview: the account's fields (spec 2, 3, 5) and its bot numbers. */
export default function OverviewTab({ account }: { account: AccountDetail }) {
  const isReseller = useCurrentUser(true).data?.is_reseller ?? false;
  const salesforceAccounts = usePickerSearch('salesforceAccount');
  const resellers = usePickerSearch('reseller');
  const save = useUpdateAccount(account.id, {
    success: accountTexts.saved,
    error: unlessFieldsNamed(accountTexts.saveFailed),
  });
  const form = useAppForm({
    defaultValues: formValues(account),
    rules: accountOverviewRules,
    // A failure puts the saved values back (the form's failedSave="reset", spec 8), but for one that names fields
    // to fix or one made over someone else's save (the form offers to reload theirs or save over it).
    onSubmit: async ({ value, formApi }) => {
      formApi.reset(formValues(await save.mutateAsync(patchOf(value, isReseller))));
    },
  });

  return (
    <Stack gap="xl">
      <RegistrationFix form="account" />
      <form.AppForm>
        <form.Form aria-label="Account overview" gap="xl" failedSave="reset">
          <form.FormErrorBanner />
          <AccountFields
            form={form}
            fields={ACCOUNT_FIELDS}
            isReseller={isReseller}
            layout={(field) => (
              <>
                <FormSection title="Account">
                  {field.name}
                  {field.email}
                  {field.office_phone}
                  {field.company_industry}
                  {field.lang}
                  {field.timezone}
                  {isReseller && field.town}
                  {isReseller && <FormSectionWide>{field.notes}</FormSectionWide>}
                </FormSection>

                <FormSection title="Calendar and scheduling">
                  <form.AppField name="calendar_type">
                    {(f) => (
                      <f.Select
                        label="Calendar type"
                        isRequired
                        items={CALENDAR_TYPES.map((c) => ({ id: String(c.value), label: c.label }))}
                      >
                        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                      </f.Select>
                    )}
                  </form.AppField>
                  {field.calendar_name}
                  <form.AppField name="appointment_request_window_days">
                    {(f) => <f.TextField label="Appointment request window (days)" inputMode="numeric" isRequired />}
                  </form.AppField>
                  <form.AppField name="requests_time_in_advance_minutes">
                    {(f) => <f.TextField label="Requests time in advance (days)" inputMode="decimal" isRequired />}
                  </form.AppField>
                </FormSection>

                <FormSection title="Registration and billing">
                  {field.parent_account}
                  {field.legal_entity}
                  {field.campaign_detail}
                  {!isReseller && (
                    <form.AppField name="salesforce_account">
                      {(f) => (
                        <f.ReferenceField
                          label="Salesforce account"
                          search={salesforceAccounts}
                          placeholder="Search Salesforce"
                          // The record's page in Salesforce when the API knows its address; the sandbox has none (text).
                          hrefFor={(account) => account.url ?? undefined}
                          optionDescription={(account) => account.town}
                        />
                      )}
                    </form.AppField>
                  )}
                  {!isReseller && (
                    <form.AppField name="reseller">
                      {(f) => (
                        <f.ReferenceField
                          label="Reseller"
                          description={accountTexts.overview.resellerHelp}
                          search={resellers}
                          placeholder="Search resellers"
                        />
                      )}
                    </form.AppField>
                  )}
                  <form.AppField name="stripe_customer_id">
                    {(f) => <f.TextField label="Stripe customer id" description="Empty means none." />}
                  </form.AppField>
                </FormSection>

                <FormSection title="Call rescue">
                  {field.bot_number_area_code}
                  <form.AppField name="call_rescue_tests_enabled">
                    {(f) => <f.Switch>Call rescue test calls enabled</f.Switch>}
                  </form.AppField>
                </FormSection>
              </>
            )}
          />

          <Stack gap="sm">
            {/* On the page from the start, so the reminder is said when it appears (spec 2, 4). */}
            <LiveRegion aria-label="Unsaved changes">
              <form.WhileChanged>
                <Notice tone="warning" announce={false}>
                  **Friendly reminder to save changes.
                </Notice>
              </form.WhileChanged>
            </LiveRegion>
            <Inline>
              <form.SubmitButton pendingLabel="Saving...">Save</form.SubmitButton>
            </Inline>
          </Stack>
        </form.Form>
      </form.AppForm>
      <BotNumbers account={account} />
    </Stack>
  );
}
