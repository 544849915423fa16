import { usePickerSearch } from '../../../api/lookups.ts';
import type { Reference } from '../../../shared/accounts.ts';
import { COMPANY_TYPES, VERTICAL_TYPES } from '../../../shared/enums.ts';
import type { CreateLegalEntityRequest, LegalEntity } from '../../../shared/legalEntities.ts';
import { LEGAL_ENTITY_COUNTRY, LEGAL_ENTITY_STATE, legalEntityRules } from '../../../shared/legalEntityRules.ts';
import { legalEntityTextLanguages } from '../../../shared/legalEntityTexts.ts';
import {
  FormSection,
  FormSectionWide,
  Inline,
  Link,
  SelectItem,
  TextField,
  TextLanguages,
  useAppForm,
} from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';

/** The form's values: text for every field, the two codes as text ('' for none), the accounts as references. */
function formValues(entity: LegalEntity | null) {
  return {
    name: entity?.name ?? '',
    legal_name: entity?.legal_name ?? '',
    ein: entity?.ein ?? '',
    email: entity?.email ?? '',
    phone_number: entity?.phone_number ?? '',
    website: entity?.website ?? '',
    street: entity?.street ?? '',
    city: entity?.city ?? '',
    zip_code: entity?.zip_code ?? '',
    company_type: entity ? String(entity.company_type) : '',
    vertical_type: entity ? String(entity.vertical_type) : '',
    accounts: (entity?.accounts ?? []) as Reference[],
  };
}
type LegalEntityValues = ReturnType<typeof formValues>;

/** Spec 7: the form plus the company and vertical type codes and the accounts' ids; an empty website is none. */
function requestOf(values: LegalEntityValues): CreateLegalEntityRequest {
  return {
    ...values,
    website: values.website.trim() || null,
    state: LEGAL_ENTITY_STATE,
    country: LEGAL_ENTITY_COUNTRY,
    company_type: Number(values.company_type),
    vertical_type: Number(values.vertical_type),
    accounts: values.accounts.map((account) => account.id),
  };
}

const COMPANY_TYPE_ITEMS = COMPANY_TYPES.map((c) => ({ id: String(c.value), label: c.label }));
const VERTICAL_TYPE_ITEMS = VERTICAL_TYPES.map((v) => ({ id: String(v.value), label: v.label }));

export interface LegalEntityFormProps {
  /** The saved legal entity, or null to create one. */
  entity: LegalEntity | null;
  /** Saves the request (its toasts are the mutation's); what it throws lands on the form. */
  save: (request: CreateLegalEntityRequest) => Promise<LegalEntity>;
  /** After a save: the create screen goes to the new entity's page. */
  onSaved?: (entity: LegalEntity) => void;
  /** Told whether the form holds changes not saved yet (the brand's paid actions send what is saved). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * The legal entity's fields (spec 3) with the rules of spec 5; state and country are always PR and US. A failed
 * save keeps what was typed (spec 2), with the server's field errors on their fields.
 */
export function LegalEntityForm({ entity, save, onSaved, onUnsavedChange }: LegalEntityFormProps) {
  const accounts = usePickerSearch('account');
  const form = useAppForm({
    defaultValues: formValues(entity),
    rules: legalEntityRules,
    onSubmit: async ({ value, formApi }) => {
      const saved = await save(requestOf(value));
      formApi.reset(formValues(saved));
      onSaved?.(saved);
    },
  });

  return (
    // Spec 5's minimum length message is in Spanish: the fields that show it, from the rules or from the server,
    // mark it as such.
    <TextLanguages languages={legalEntityTextLanguages}>
      <form.AppForm>
        <form.Form aria-label={entity ? `Edit ${entity.name}` : 'Create legal entity'} gap="xl">
          <form.FormErrorBanner />
          {onUnsavedChange && <form.ReportChanged onChange={onUnsavedChange} />}
          <FormSection title="Company">
            <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired />}</form.AppField>
            <form.AppField name="legal_name">
              {(field) => <field.TextField label="Legal name" isRequired />}
            </form.AppField>
            <form.AppField name="ein">
              {(field) => <field.TextField label="EIN" inputMode="numeric" description="9 digits" isRequired />}
            </form.AppField>
            <form.AppField name="company_type">
              {(field) => (
                <field.Select label="Company type" isRequired items={COMPANY_TYPE_ITEMS} placeholder="Choose a type">
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
            <form.AppField name="vertical_type">
              {(field) => (
                <field.Select label="Vertical type" isRequired items={VERTICAL_TYPE_ITEMS} placeholder="Choose a type">
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
          </FormSection>

          <FormSection title="Contact">
            <form.AppField name="email">
              {(field) => <field.TextField label="Email" type="email" isRequired />}
            </form.AppField>
            <form.AppField name="phone_number">
              {(field) => <field.TextField label="Phone number" type="tel" inputMode="numeric" isRequired />}
            </form.AppField>
            <form.AppField name="website">{(field) => <field.TextField label="Website" type="url" />}</form.AppField>
          </FormSection>

          <FormSection title="Address">
            <form.AppField name="street">{(field) => <field.TextField label="Street" isRequired />}</form.AppField>
            <form.AppField name="city">{(field) => <field.TextField label="City" isRequired />}</form.AppField>
            <form.AppField name="zip_code">
              {(field) => <field.TextField label="Zip code" inputMode="numeric" isRequired />}
            </form.AppField>
            {/* Spec 5: always PR and US; shown, not edited. */}
            <TextField label="State" value={LEGAL_ENTITY_STATE} isReadOnly />
            <TextField label="Country" value={LEGAL_ENTITY_COUNTRY} isReadOnly />
          </FormSection>

          <FormSection title="Accounts">
            <FormSectionWide>
              <form.AppField name="accounts">
                {(field) => (
                  <field.ReferenceListField
                    label="Associated accounts"
                    description="The accounts this legal entity answers for."
                    search={accounts}
                    placeholder="Search account"
                    hrefFor={routes.account}
                  />
                )}
              </form.AppField>
            </FormSectionWide>
          </FormSection>

          <Inline gap="sm">
            <Link href={routes.legalEntities} variant="secondaryButton">
              Back
            </Link>
            <form.SubmitButton pendingLabel="Saving...">{entity ? 'Save' : 'Create'}</form.SubmitButton>
          </Inline>
        </form.Form>
      </form.AppForm>
    </TextLanguages>
  );
}
