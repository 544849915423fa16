import { useUpdateAccount } from '../../../../api/accounts.ts';
import { parentAccountAdminUrl } from '../../../../api/config.ts';
import { hasFieldErrors, isEditConflict, isRefusal, unlessFieldsNamed } from '../../../../api/errors.ts';
import { useIndustries, usePickerSearch } from '../../../../api/lookups.ts';
import { useCurrentUser } from '../../../../api/users.ts';
import {
  accountOverviewRules as r,
  accountWriteMessages,
  CALENDAR_SYSTEMS,
  TOWNS,
} from '../../../../shared/accountRules.ts';
import type { AccountDetail, Reference } from '../../../../shared/accounts.ts';
import type { UpdateAccountRequest } from '../../../../shared/accountWrites.ts';
import { MINUTES_PER_DAY } from '../../../../shared/constants.ts';
import { CALENDAR_TYPES, LANGUAGES, TIMEZONES } from '../../../../shared/enums.ts';
import {
  FormSection,
  FormSectionWide,
  Inline,
  LiveRegion,
  Notice,
  rules,
  SelectItem,
  Stack,
  useAppForm,
} from '../../../../ui/index.ts';
import { BotNumbers } from './BotNumbers.tsx';
import { campaignDetailHref, legalEntityHref } from '../../../../shared/consolePaths.ts';

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
    requests_time_in_advance_minutes: String(account.requests_time_in_advance_minutes / MINUTES_PER_DAY),
    bot_number_area_code: account.bot_number_area_code ?? '',
    call_rescue_tests_enabled: account.call_rescue_tests_enabled,
    parent_account: account.parent_account as Reference | null,
    legal_entity: account.legal_entity as Reference | null,
    campaign_detail: account.campaign_detail as Reference | null,
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
    requests_time_in_advance_minutes: Math.round(Number(values.requests_time_in_advance_minutes) * MINUTES_PER_DAY),
    bot_number_area_code: values.bot_number_area_code,
    call_rescue_tests_enabled: values.call_rescue_tests_enabled,
    parent_account: values.parent_account?.id ?? null,
    legal_entity: values.legal_entity?.id ?? null,
    campaign_detail: values.campaign_detail?.id ?? null,
    // Resellers see town and notes; the Salesforce link only the others (spec 1, 6), so each sends only its own.
    ...(isReseller
      ? { town: (values.town || null) as UpdateAccountRequest['town'], notes: values.notes.trim() || null }
      : { salesforce_id: values.salesforce_account?.id ?? null }),
  };
}

/** Overview: the account's fields (spec 2, 3, 5) and its bot numbers. */
export default function OverviewTab({ account }: { account: AccountDetail }) {
  const isReseller = useCurrentUser(true).data?.is_reseller ?? false;
  const industries = useIndustries();
  const parentAccounts = usePickerSearch('parentAccount');
  const legalEntities = usePickerSearch('legalEntity');
  const campaignDetails = usePickerSearch('campaignDetail');
  const salesforceAccounts = usePickerSearch('salesforceAccount');
  const save = useUpdateAccount(account.id, {
    success: accountWriteMessages.saved,
    error: unlessFieldsNamed(accountWriteMessages.saveFailed),
  });
  const form = useAppForm({
    defaultValues: formValues(account),
    onSubmit: async ({ value, formApi }) => {
      try {
        formApi.reset(formValues(await save.mutateAsync(patchOf(value, isReseller))));
      } catch (error) {
        // Spec 8: a refused save puts the saved values back; what the server refused field by field stays to fix.
        // A save the API failed (unreachable, cut off, a 5xx) keeps what the person typed, to save again (issue 11),
        // and so does one made over someone else's (the form offers to reload theirs or save over it).
        if (isRefusal(error) && !hasFieldErrors(error) && !isEditConflict(error)) formApi.reset();
        throw error;
      }
    },
  });

  return (
    <Stack gap="xl">
      <form.AppForm>
        <form.Form aria-label="Account overview" gap="xl">
          <form.FormErrorBanner />
          <FormSection title="Account">
            <form.AppField name="name" validators={{ onDynamic: rules(r.name) }}>
              {(field) => <field.TextField label="Name" isRequired />}
            </form.AppField>
            <form.AppField name="email" validators={{ onDynamic: rules(r.email) }}>
              {(field) => <field.TextField label="Email" type="email" isRequired />}
            </form.AppField>
            <form.AppField name="office_phone" validators={{ onDynamic: rules(r.office_phone) }}>
              {(field) => <field.TextField label="Office phone" type="tel" isRequired />}
            </form.AppField>
            <form.AppField name="company_industry" validators={{ onDynamic: rules(r.company_industry) }}>
              {(field) => (
                <field.Select
                  label="Industry"
                  isRequired
                  items={industries.data ?? []}
                  placeholder="Choose an industry"
                >
                  {(item) => <SelectItem id={String(item.id)}>{item.name}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            <form.AppField name="lang" validators={{ onDynamic: rules(r.lang) }}>
              {(field) => (
                <field.Select label="Language" isRequired items={LANGUAGES.map((l) => ({ id: l.value, ...l }))}>
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            <form.AppField name="timezone" validators={{ onDynamic: rules(r.timezone) }}>
              {(field) => (
                <field.Select label="Timezone" isRequired items={TIMEZONES.map((t) => ({ id: t.value, ...t }))}>
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            {isReseller && (
              <form.AppField name="town" validators={{ onDynamic: rules(r.town) }}>
                {(field) => (
                  <field.Select label="Town" items={TOWNS.map((town) => ({ id: town }))} placeholder="Choose a town">
                    {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
                  </field.Select>
                )}
              </form.AppField>
            )}
            {isReseller && (
              <FormSectionWide>
                <form.AppField name="notes">
                  {(field) => <field.TextField label="Notes" multiline rows={3} />}
                </form.AppField>
              </FormSectionWide>
            )}
          </FormSection>

          <FormSection title="Calendar and scheduling">
            <form.AppField name="calendar_type" validators={{ onDynamic: rules(r.calendar_type) }}>
              {(field) => (
                <field.Select
                  label="Calendar type"
                  isRequired
                  items={CALENDAR_TYPES.map((c) => ({ id: String(c.value), label: c.label }))}
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            <form.AppField name="calendar_name" validators={{ onDynamic: rules(r.calendar_name) }}>
              {(field) => (
                <field.Select
                  label="Calendar"
                  items={CALENDAR_SYSTEMS.map((c) => ({ id: c.value, label: c.label }))}
                  placeholder="Choose a calendar"
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            <form.AppField
              name="appointment_request_window_days"
              validators={{ onDynamic: rules(r.appointment_request_window_days) }}
            >
              {(field) => <field.TextField label="Appointment request window (days)" inputMode="numeric" isRequired />}
            </form.AppField>
            <form.AppField
              name="requests_time_in_advance_minutes"
              validators={{ onDynamic: rules(r.requests_time_in_advance_minutes) }}
            >
              {(field) => <field.TextField label="Requests time in advance (days)" inputMode="decimal" isRequired />}
            </form.AppField>
          </FormSection>

          <FormSection title="Registration and billing">
            <form.AppField name="parent_account">
              {(field) => (
                <field.ReferenceField
                  label="Parent account"
                  search={parentAccounts}
                  placeholder="Search parent account"
                  hrefFor={(parent) => parentAccountAdminUrl(Number(parent.id))}
                />
              )}
            </form.AppField>
            <form.AppField name="legal_entity">
              {(field) => (
                <field.ReferenceField
                  label="Legal entity"
                  search={legalEntities}
                  placeholder="Search legal entity"
                  hrefFor={legalEntityHref}
                />
              )}
            </form.AppField>
            <form.AppField name="campaign_detail">
              {(field) => (
                <field.ReferenceField
                  label="Campaign detail"
                  search={campaignDetails}
                  placeholder="Search campaign detail"
                  hrefFor={campaignDetailHref}
                />
              )}
            </form.AppField>
            {!isReseller && (
              <form.AppField name="salesforce_account">
                {(field) => (
                  <field.ReferenceField
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
            <form.AppField name="stripe_customer_id">
              {(field) => <field.TextField label="Stripe customer id" description="Empty means none." />}
            </form.AppField>
          </FormSection>

          <FormSection title="Call rescue">
            <form.AppField name="bot_number_area_code" validators={{ onDynamic: rules(r.bot_number_area_code) }}>
              {(field) => <field.TextField label="Bot number area code" inputMode="numeric" isRequired />}
            </form.AppField>
            <form.AppField name="call_rescue_tests_enabled">
              {(field) => <field.Switch>Call rescue test calls enabled</field.Switch>}
            </form.AppField>
          </FormSection>

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
