import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateAccount } from '../../../api/accounts.ts';
import { industriesQuery, useIndustries, usePickerSearch } from '../../../api/lookups.ts';
import { accountWriteMessages, addAccountRules, CALENDAR_SYSTEMS, TOWNS } from '../../../shared/accountRules.ts';
import type { AccountDetail, Reference } from '../../../shared/accounts.ts';
import type { CreateAccountRequest } from '../../../shared/accountWrites.ts';
import { LANGUAGES, TIMEZONES } from '../../../shared/enums.ts';
import { referenceRequired } from '../../../shared/validation.ts';
import type { SalesforceAccountMatch } from '../../../shared/lookups.ts';
import {
  ComboBox,
  ComboBoxItem,
  Inline,
  Link,
  LiveRegion,
  Notice,
  rules,
  SelectItem,
  Stack,
  useAppForm,
} from '../../../ui/index.ts';
import { campaignDetailHref, legalEntityHref } from '../../../shared/consolePaths.ts';
import { salesforcePrefill, unrecognisedNote } from './salesforcePrefill.ts';

export interface NewAccountValues {
  name: string;
  email: string;
  office_phone: string;
  lang: string;
  timezone: string;
  company_industry: string;
  calendar_name: string;
  salesforce_id: string;
  parent_account: Reference | null;
  legal_entity: Reference | null;
  campaign_detail: Reference | null;
  username: string;
  bot_number_area_code: string;
  town: string;
  notes: string;
}

export const EMPTY_ACCOUNT: NewAccountValues = {
  name: '',
  email: '',
  office_phone: '',
  lang: '',
  timezone: '',
  company_industry: '',
  calendar_name: '',
  salesforce_id: '',
  parent_account: null,
  legal_entity: null,
  campaign_detail: null,
  username: '',
  bot_number_area_code: '',
  town: '',
  notes: '',
};

/**
 * Step 1: the account form (spec 2, 5 "Add account"); resellers also give town and notes. Staff may fill it from
 * a Salesforce account, whose town and notes then show (optional) so that what is saved can be seen.
 */
export function AccountStep({
  isReseller,
  onCreated,
}: {
  isReseller: boolean;
  onCreated: (account: AccountDetail) => void;
}) {
  const create = useCreateAccount();
  const queryClient = useQueryClient();
  const industries = useIndustries();
  /** What the last Salesforce pick could not map onto the console's lists; null before any pick. */
  const [unrecognised, setUnrecognised] = useState<string[] | null>(null);
  const showTownAndNotes = isReseller || unrecognised !== null;
  const salesforce = usePickerSearch('salesforceAccount');
  const parentAccounts = usePickerSearch('parentAccount');
  const legalEntities = usePickerSearch('legalEntity');
  const campaignDetails = usePickerSearch('campaignDetail');
  const accountRules = addAccountRules(isReseller);

  const form = useAppForm({
    defaultValues: EMPTY_ACCOUNT,
    onSubmit: async ({ value }) => {
      const account = await create.mutateAsync({
        ...value,
        company_industry: Number(value.company_industry),
        parent_account: value.parent_account?.id ?? 0,
        legal_entity: value.legal_entity?.id ?? 0,
        campaign_detail: value.campaign_detail?.id ?? 0,
        lang: value.lang as NewAccountRequest['lang'],
        timezone: value.timezone as NewAccountRequest['timezone'],
        calendar_name: value.calendar_name as NewAccountRequest['calendar_name'],
        salesforce_id: value.salesforce_id.trim() || null,
        username: value.username.trim() || null,
        town: (value.town || null) as NewAccountRequest['town'],
        notes: value.notes.trim() || null,
      });
      onCreated(account);
    },
  });

  /** Spec 2: every field the Salesforce account carries, mapped onto the console's lists, in Spanish on PR time. */
  async function fillFrom(match: SalesforceAccountMatch) {
    const industryList = await queryClient.ensureQueryData(industriesQuery()).catch(() => industries.data ?? []);
    const prefill = salesforcePrefill(match, industryList);
    for (const [field, value] of Object.entries(prefill.values)) {
      form.setFieldValue(field as keyof NewAccountValues, value as never);
    }
    setUnrecognised(prefill.unrecognised);
  }

  return (
    <form.AppForm>
      <form.Form aria-label="Create account">
        <form.FormErrorBanner />
        <Stack gap="lg" maxWidth="lg">
          {!isReseller && (
            <ComboBox
              label="Salesforce account"
              description="Fills the form from a practice in Salesforce."
              placeholder="Search Salesforce accounts"
              items={salesforce.items}
              inputValue={salesforce.inputValue}
              onInputChange={salesforce.onInputChange}
              isLoading={salesforce.isLoading}
              loadError={salesforce.loadError}
              onSelectionChange={(key) => {
                const match = salesforce.items.find((item) => item.id === key);
                if (match) void fillFrom(match);
              }}
            >
              {(item) => (
                <ComboBoxItem id={item.id} textValue={item.name} description={item.town ?? undefined}>
                  {item.name}
                </ComboBoxItem>
              )}
            </ComboBox>
          )}
          <LiveRegion>
            {unrecognised !== null && unrecognised.length > 0 && (
              <Notice tone="warning" announce={false}>
                {unrecognisedNote(unrecognised)}
              </Notice>
            )}
          </LiveRegion>
          <form.AppField name="name" validators={{ onDynamic: rules(accountRules.name) }}>
            {(field) => <field.TextField label="Name" isRequired />}
          </form.AppField>
          <form.AppField name="email" validators={{ onDynamic: rules(accountRules.email) }}>
            {(field) => <field.TextField label="Email" type="email" isRequired />}
          </form.AppField>
          <form.AppField name="office_phone" validators={{ onDynamic: rules(accountRules.office_phone) }}>
            {(field) => <field.TextField label="Office phone" type="tel" isRequired />}
          </form.AppField>
          <form.AppField name="lang" validators={{ onDynamic: rules(accountRules.lang) }}>
            {(field) => (
              <field.Select
                label="Language"
                isRequired
                placeholder="Choose a language"
                items={LANGUAGES.map((l) => ({ id: l.value, ...l }))}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="timezone" validators={{ onDynamic: rules(accountRules.timezone) }}>
            {(field) => (
              <field.Select
                label="Timezone"
                isRequired
                placeholder="Choose a timezone"
                items={TIMEZONES.map((t) => ({ id: t.value, ...t }))}
              >
                {(item) => (
                  <SelectItem id={item.id} textValue={item.label}>
                    {item.label}
                  </SelectItem>
                )}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="company_industry" validators={{ onDynamic: rules(accountRules.company_industry) }}>
            {(field) => (
              <field.Select label="Industry" isRequired items={industries.data ?? []} placeholder="Choose an industry">
                {(item) => <SelectItem id={String(item.id)}>{item.name}</SelectItem>}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="calendar_name" validators={{ onDynamic: rules(accountRules.calendar_name) }}>
            {(field) => (
              <field.Select
                label="Calendar"
                isRequired
                placeholder="Choose a calendar"
                items={CALENDAR_SYSTEMS.map((c) => ({ id: c.value, ...c }))}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="salesforce_id">
            {(field) => <field.TextField label="Salesforce id" description="Optional." />}
          </form.AppField>
          <form.AppField
            name="parent_account"
            validators={{ onDynamic: rules([referenceRequired(accountWriteMessages.create.parentAccountRequired)]) }}
          >
            {(field) => (
              <field.ReferenceField
                label="Parent account"
                isRequired
                search={parentAccounts}
                placeholder="Search parent account"
              />
            )}
          </form.AppField>
          <form.AppField
            name="legal_entity"
            validators={{ onDynamic: rules([referenceRequired(accountWriteMessages.create.legalEntityRequired)]) }}
          >
            {(field) => (
              <field.ReferenceField
                label="Legal entity"
                isRequired
                search={legalEntities}
                placeholder="Search legal entity"
                hrefFor={legalEntityHref}
              />
            )}
          </form.AppField>
          <form.AppField
            name="campaign_detail"
            validators={{ onDynamic: rules([referenceRequired(accountWriteMessages.create.campaignDetailRequired)]) }}
          >
            {(field) => (
              <field.ReferenceField
                label="Campaign detail"
                isRequired
                search={campaignDetails}
                placeholder="Search campaign detail"
                hrefFor={campaignDetailHref}
              />
            )}
          </form.AppField>
          <form.AppField name="username">
            {(field) => <field.TextField label="Username" description="Optional." />}
          </form.AppField>
          <form.AppField
            name="bot_number_area_code"
            validators={{ onDynamic: rules(accountRules.bot_number_area_code) }}
          >
            {(field) => <field.TextField label="Bot number area code" inputMode="numeric" isRequired />}
          </form.AppField>
          {showTownAndNotes && (
            <>
              <form.AppField name="town" validators={{ onDynamic: rules(accountRules.town) }}>
                {(field) => (
                  <field.Select
                    label="Town"
                    isRequired={isReseller}
                    placeholder="Choose a town"
                    items={TOWNS.map((town) => ({ id: town }))}
                  >
                    {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
                  </field.Select>
                )}
              </form.AppField>
              <form.AppField name="notes" validators={{ onDynamic: rules(accountRules.notes) }}>
                {(field) => <field.TextField label="Notes" multiline isRequired={isReseller} />}
              </form.AppField>
            </>
          )}
        </Stack>
        <Inline gap="md">
          <form.SubmitButton pendingLabel="Creating account">Create account</form.SubmitButton>
          <Link href="/app/accounts" variant="standalone">
            Cancel
          </Link>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

type NewAccountRequest = CreateAccountRequest;
