import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateAccount } from '../../../api/accounts.ts';
import { industriesQuery, useIndustries, usePickerSearch } from '../../../api/lookups.ts';
import { addAccountRules } from '../../../shared/accountRules.ts';
import type { AccountDetail, Reference } from '../../../shared/accounts.ts';
import type { CreateAccountRequest } from '../../../shared/accountWrites.ts';
import type { SalesforceAccountMatch } from '../../../shared/lookups.ts';
import {
  ComboBox,
  ComboBoxItem,
  Highlight,
  Inline,
  Link,
  LiveRegion,
  Notice,
  Stack,
  useAppForm,
} from '../../../ui/index.ts';
import { ACCOUNT_FIELDS, AccountFields } from '../AccountFields.tsx';
import { alsoSavedNote, salesforcePrefill, unrecognisedNote } from './salesforcePrefill.ts';
import { routes } from '../../../shared/consoleRoutes.ts';

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
 * a Salesforce account; its town and notes are saved too and, staff having no such fields, said in a note.
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
  const salesforce = usePickerSearch('salesforceAccount');

  const form = useAppForm({
    defaultValues: EMPTY_ACCOUNT,
    rules: addAccountRules(isReseller),
    onSubmit: async ({ value }) => {
      const { legal_entity, campaign_detail, ...fields } = value;
      const account = await create.mutateAsync({
        ...fields,
        company_industry: Number(value.company_industry),
        parent_account: value.parent_account?.id ?? 0,
        // A reseller's wizard has no TCR references: staff set them.
        ...(!isReseller && { legal_entity: legal_entity?.id ?? 0, campaign_detail: campaign_detail?.id ?? 0 }),
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
              dependencies={[salesforce.marks]}
              onSelectionChange={(key) => {
                const match = salesforce.items.find((item) => item.id === key);
                if (match) void fillFrom(match);
              }}
            >
              {(item) => (
                <ComboBoxItem id={item.id} textValue={item.name} description={item.town ?? undefined}>
                  <Highlight text={item.name} ranges={salesforce.marks(item.name)} />
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
          {!isReseller && unrecognised !== null && (
            <form.Subscribe selector={(state) => alsoSavedNote(state.values)}>
              {(note) =>
                note && (
                  <Notice tone="info" announce={false}>
                    {note}
                  </Notice>
                )
              }
            </form.Subscribe>
          )}
          <AccountFields
            form={form}
            fields={ACCOUNT_FIELDS}
            creating
            isReseller={isReseller}
            layout={(field) => (
              <>
                {field.name}
                {field.email}
                {field.office_phone}
                {field.lang}
                {field.timezone}
                {field.company_industry}
                {field.calendar_name}
                <form.AppField name="salesforce_id">
                  {(f) => <f.TextField label="Salesforce id" description="Optional." />}
                </form.AppField>
                {field.parent_account}
                {!isReseller && field.legal_entity}
                {!isReseller && field.campaign_detail}
                <form.AppField name="username">
                  {(f) => <f.TextField label="Username" description="Optional." />}
                </form.AppField>
                {field.bot_number_area_code}
                {isReseller && (
                  <>
                    {field.town}
                    {field.notes}
                  </>
                )}
              </>
            )}
          />
        </Stack>
        <Inline gap="md">
          <form.SubmitButton pendingLabel="Creating account">Create account</form.SubmitButton>
          <Link href={routes.accounts} variant="standalone">
            Cancel
          </Link>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

type NewAccountRequest = CreateAccountRequest;
