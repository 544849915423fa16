import type { ReactNode } from 'react';
import { parentAccountAdminUrl } from '../../api/config.ts';
import { useIndustries, usePickerSearch } from '../../api/lookups.ts';
import { CALENDAR_SYSTEMS, TOWNS } from '../../shared/accountRules.ts';
import type { Reference } from '../../shared/accounts.ts';
import { routes } from '../../shared/consoleRoutes.ts';
import { LANGUAGES, TIMEZONES } from '../../shared/enums.ts';
import { SelectItem, TextField, withFieldGroup } from '../../ui/index.ts';
import { consoleTexts } from '../../shared/consoleTexts.ts';

/** The fields' names in a form that keeps them at the top level, as both account forms do. */
export const ACCOUNT_FIELDS = {
  name: 'name',
  email: 'email',
  office_phone: 'office_phone',
  lang: 'lang',
  timezone: 'timezone',
  company_industry: 'company_industry',
  calendar_name: 'calendar_name',
  parent_account: 'parent_account',
  legal_entity: 'legal_entity',
  campaign_detail: 'campaign_detail',
  bot_number_area_code: 'bot_number_area_code',
  town: 'town',
  notes: 'notes',
} as const;
type AccountFieldName = keyof typeof ACCOUNT_FIELDS;

const LANGUAGE_ITEMS = LANGUAGES.map((l) => ({ id: l.value, label: l.label }));
const TIMEZONE_ITEMS = TIMEZONES.map((t) => ({ id: t.value, label: t.label }));
const CALENDAR_ITEMS = CALENDAR_SYSTEMS.map((c) => ({ id: c.value, label: c.label }));
const TOWN_ITEMS = TOWNS.map((town) => ({ id: town }));

interface AccountFieldsProps {
  /** Add account (spec 5): the calendar and the references are required, town and notes for a reseller. */
  creating?: boolean;
  isReseller?: boolean;
  /** Places the fields (each the form's field of that name, its rules the form's) among the screen's own. */
  layout: (field: Record<AccountFieldName, ReactNode>) => ReactNode;
}

/**
 * The account's fields that Add account and the profile's overview share (spec 2, 3, 5), each laid out where its
 * screen wants it. What differs between the two is only whether the account is being created.
 */
export const AccountFields = withFieldGroup({
  defaultValues: {
    name: '',
    email: '',
    office_phone: '',
    lang: '',
    timezone: '',
    company_industry: '',
    calendar_name: '',
    parent_account: null as Reference | null,
    legal_entity: null as Reference | null,
    campaign_detail: null as Reference | null,
    bot_number_area_code: '',
    town: '',
    notes: '',
  },
  props: {} as AccountFieldsProps,
  render: function AccountFieldsRender({ group, creating = false, isReseller = false, layout }) {
    const industries = useIndustries();
    const parentAccounts = usePickerSearch('parentAccount');
    const legalEntities = usePickerSearch('legalEntity');
    const campaignDetails = usePickerSearch('campaignDetail');
    const resellerRequired = creating && isReseller;
    /** A reseller sees the TCR references staff set, and cannot change them (the TCR area is staff's). */
    const readOnlyReference = (name: 'legal_entity' | 'campaign_detail', label: string) => (
      <group.AppField name={name}>
        {(f) => (
          <TextField
            label={label}
            isReadOnly
            value={f.state.value?.name ?? consoleTexts.noneSet}
            description={consoleTexts.tcrReferenceStaffOnly}
          />
        )}
      </group.AppField>
    );
    return layout({
      name: <group.AppField name="name">{(f) => <f.TextField label="Name" isRequired />}</group.AppField>,
      email: (
        <group.AppField name="email">{(f) => <f.TextField label="Email" type="email" isRequired />}</group.AppField>
      ),
      office_phone: (
        <group.AppField name="office_phone">
          {(f) => <f.TextField label="Office phone" type="tel" isRequired />}
        </group.AppField>
      ),
      lang: (
        <group.AppField name="lang">
          {(f) => (
            <f.Select
              label="Language"
              isRequired
              placeholder={creating ? 'Choose a language' : undefined}
              items={LANGUAGE_ITEMS}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </f.Select>
          )}
        </group.AppField>
      ),
      timezone: (
        <group.AppField name="timezone">
          {(f) => (
            <f.Select
              label="Timezone"
              isRequired
              placeholder={creating ? 'Choose a timezone' : undefined}
              items={TIMEZONE_ITEMS}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </f.Select>
          )}
        </group.AppField>
      ),
      company_industry: (
        <group.AppField name="company_industry">
          {(f) => (
            <f.Select label="Industry" isRequired items={industries.data ?? []} placeholder="Choose an industry">
              {(item) => <SelectItem id={String(item.id)}>{item.name}</SelectItem>}
            </f.Select>
          )}
        </group.AppField>
      ),
      calendar_name: (
        <group.AppField name="calendar_name">
          {(f) => (
            <f.Select label="Calendar" isRequired={creating} items={CALENDAR_ITEMS} placeholder="Choose a calendar">
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </f.Select>
          )}
        </group.AppField>
      ),
      parent_account: (
        <group.AppField name="parent_account">
          {(f) => (
            <f.ReferenceField
              label="Parent account"
              isRequired={creating}
              search={parentAccounts}
              placeholder="Search parent account"
              // The parent-account admin page is on the backend staff site.
              hrefFor={creating || isReseller ? undefined : (parent) => parentAccountAdminUrl(Number(parent.id))}
            />
          )}
        </group.AppField>
      ),
      legal_entity: isReseller ? (
        readOnlyReference('legal_entity', 'Legal entity')
      ) : (
        <group.AppField name="legal_entity">
          {(f) => (
            <f.ReferenceField
              label="Legal entity"
              isRequired={creating}
              search={legalEntities}
              placeholder="Search legal entity"
              hrefFor={routes.legalEntity}
            />
          )}
        </group.AppField>
      ),
      campaign_detail: isReseller ? (
        readOnlyReference('campaign_detail', 'Campaign detail')
      ) : (
        <group.AppField name="campaign_detail">
          {(f) => (
            <f.ReferenceField
              label="Campaign detail"
              isRequired={creating}
              search={campaignDetails}
              placeholder="Search campaign detail"
              hrefFor={routes.campaignDetail}
            />
          )}
        </group.AppField>
      ),
      bot_number_area_code: (
        <group.AppField name="bot_number_area_code">
          {(f) => <f.TextField label="Bot number area code" inputMode="numeric" isRequired />}
        </group.AppField>
      ),
      town: (
        <group.AppField name="town">
          {(f) => (
            <f.Select label="Town" isRequired={resellerRequired} items={TOWN_ITEMS} placeholder="Choose a town">
              {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
            </f.Select>
          )}
        </group.AppField>
      ),
      notes: (
        <group.AppField name="notes">
          {(f) => <f.TextField label="Notes" multiline rows={creating ? undefined : 3} isRequired={resellerRequired} />}
        </group.AppField>
      ),
    });
  },
});
