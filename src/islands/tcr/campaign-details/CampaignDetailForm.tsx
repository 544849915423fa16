import { useLegalNameOf } from '../../../api/campaignDetailForm.ts';
import { usePickerSearch } from '../../../api/lookups.ts';
import type { Reference } from '../../../shared/accounts.ts';
import type { CampaignDetail, CreateCampaignDetailRequest } from '../../../shared/campaignManagement.ts';
import {
  campaignDetailRules as r,
  DEFAULT_CAMPAIGN_TYPE,
  LEGAL_NAME_PLACEHOLDER,
  withLegalName,
  type CampaignType,
} from '../../../shared/campaignManagementRules.ts';
import { CAMPAIGN_TYPES } from '../../../shared/enums.ts';
import { firstError } from '../../../shared/validation.ts';
import {
  Card,
  checkedOnceLeft,
  FormSection,
  FormSectionWide,
  Heading,
  Inline,
  Link,
  SelectItem,
  Stack,
  Text,
  useAppForm,
} from '../../../ui/index.ts';
import { routes } from '../../../shared/consoleRoutes.ts';

function formValues(detail: CampaignDetail | null, accounts: Reference[]) {
  return {
    name: detail?.name ?? '',
    tcr_message_flow: detail?.tcr_message_flow ?? '',
    tcr_description: detail?.tcr_description ?? '',
    campaign_type: (detail?.campaign_type ?? DEFAULT_CAMPAIGN_TYPE) as string,
    accounts,
  };
}
type CampaignDetailValues = ReturnType<typeof formValues>;

/** Under both texts: what {{NAME}} becomes. */
const PLACEHOLDER_HINT = `${LEGAL_NAME_PLACEHOLDER} is replaced by the legal entity's legal name.`;
/** Spec 7: the texts, the campaign type and the associated accounts' ids (the whole new list). */
const requestOf = (values: CampaignDetailValues): CreateCampaignDetailRequest => ({
  name: values.name,
  tcr_message_flow: values.tcr_message_flow,
  tcr_description: values.tcr_description,
  campaign_type: values.campaign_type as CampaignType,
  accounts: values.accounts.map((account) => account.id),
});

/** The three texts pass spec 5's rules (Save waits for it; each message shows once its field is left). */
const isValid = (values: CampaignDetailValues) =>
  firstError(r.name, values.name) === undefined &&
  firstError(r.tcr_message_flow, values.tcr_message_flow) === undefined &&
  firstError(r.tcr_description, values.tcr_description) === undefined;

const CAMPAIGN_TYPE_ITEMS = CAMPAIGN_TYPES.map((type) => ({ id: type.value, label: type.label }));

export interface CampaignDetailFormProps {
  /** The saved campaign detail, or null to create one. */
  detail: CampaignDetail | null;
  /** Its associated accounts, named. */
  accounts: Reference[];
  /** Saves the request (its toasts are the mutation's); what it throws lands on the form, which keeps the values. */
  save: (request: CreateCampaignDetailRequest) => Promise<CampaignDetail>;
  /** After a save, with the accounts as the form had them. */
  onSaved?: (detail: CampaignDetail) => void;
}

/**
 * A campaign detail's form (spec 2, 3, 5): name, message flow, description, campaign type (Low volume by default)
 * and the account association; Save only when valid and changed; a live preview of both texts with {{NAME}} as the
 * legal name.
 */
export function CampaignDetailForm({ detail, accounts, save, onSaved }: CampaignDetailFormProps) {
  const accountSearch = usePickerSearch('account');
  const form = useAppForm({
    defaultValues: formValues(detail, accounts),
    rules: r,
    // Save stays disabled while a text is missing, so no submit would show why: each field says so once left.
    validationLogic: checkedOnceLeft,
    onSubmit: async ({ value, formApi }) => {
      const saved = await save(requestOf(value));
      formApi.reset(formValues(saved, value.accounts));
      onSaved?.(saved);
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label={detail ? `Edit ${detail.name}` : 'Create campaign details'} gap="xl">
        <form.FormErrorBanner />
        <FormSection title="Campaign">
          <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired />}</form.AppField>
          <form.AppField name="campaign_type">
            {(field) => (
              <field.Select label="Campaign type" isRequired items={CAMPAIGN_TYPE_ITEMS}>
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </field.Select>
            )}
          </form.AppField>
          <FormSectionWide>
            <form.AppField name="tcr_message_flow">
              {(field) => <field.TextField label="Message flow" multiline isRequired description={PLACEHOLDER_HINT} />}
            </form.AppField>
          </FormSectionWide>
          <FormSectionWide>
            <form.AppField name="tcr_description">
              {(field) => <field.TextField label="Description" multiline isRequired description={PLACEHOLDER_HINT} />}
            </form.AppField>
          </FormSectionWide>
        </FormSection>

        <FormSection title="Accounts">
          <FormSectionWide>
            <form.AppField name="accounts">
              {(field) => (
                <field.ReferenceListField
                  label="Associated accounts"
                  description="The accounts whose campaign these texts describe."
                  search={accountSearch}
                  placeholder="Search account"
                  hrefFor={routes.account}
                />
              )}
            </form.AppField>
          </FormSectionWide>
        </FormSection>

        <form.Subscribe selector={(state) => state.values}>
          {(values) => (
            <Preview
              messageFlow={values.tcr_message_flow}
              description={values.tcr_description}
              accountIds={values.accounts.map((account) => account.id)}
            />
          )}
        </form.Subscribe>

        <Inline gap="sm">
          <Link href={routes.campaignDetails} variant="secondaryButton">
            Back
          </Link>
          <form.Subscribe selector={(state) => isValid(state.values) && !state.isDefaultValue}>
            {(canSave) => (
              <form.SubmitButton isDisabled={!canSave} pendingLabel="Saving...">
                Save
              </form.SubmitButton>
            )}
          </form.Subscribe>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

/** Both texts as they will be registered: {{NAME}} as the legal name of the associated accounts' legal entity. */
function Preview({
  messageFlow,
  description,
  accountIds,
}: {
  messageFlow: string;
  description: string;
  accountIds: number[];
}) {
  const legalName = useLegalNameOf(accountIds);
  const shown = (text: string) => (legalName === undefined ? text : withLegalName(text, legalName));
  return (
    <Card as="section" aria-labelledby="campaign-detail-preview" padding="md">
      <Stack gap="sm">
        <Heading level={2} size="md" id="campaign-detail-preview">
          Preview
        </Heading>
        <Text tone="muted" size="sm">
          {legalName === undefined
            ? `${LEGAL_NAME_PLACEHOLDER} shows as is until an associated account has a legal entity.`
            : `${LEGAL_NAME_PLACEHOLDER} is ${legalName}, the legal name of the associated accounts' legal entity.`}
        </Text>
        <Heading level={3} size="sm">
          Message flow
        </Heading>
        <Text as="p">{shown(messageFlow) || '—'}</Text>
        <Heading level={3} size="sm">
          Description
        </Heading>
        <Text as="p">{shown(description) || '—'}</Text>
      </Stack>
    </Card>
  );
}
