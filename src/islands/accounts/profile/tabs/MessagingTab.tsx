import { useChainStep } from '../../../../api/twilioAdmin.ts';
import { RegistrationPanel } from './RegistrationPanel.tsx';
import { ApiError } from '../../../../api/errors.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import {
  ADDRESS_DEFAULTS,
  addressRules,
  endUserRules,
  TWILIO_CHAIN,
  type TwilioChainStep,
} from '../../../../shared/twilioAdminRules.ts';
import {
  Banner,
  Button,
  Card,
  FormSection,
  Heading,
  Inline,
  Stack,
  StatusMark,
  Text,
  useTextForm,
} from '../../../../ui/index.ts';

type Configuration = NonNullable<AccountDetail['twilio_configuration']>;

/** The provider the sub-account lives at; spec 2 names it on the create button. */
const PROVIDER = 'Twilio';

const STEP_TITLES: Record<TwilioChainStep, string> = {
  subaccount: 'Sub-account',
  starter_profile: 'Starter profile',
  end_user: 'End user',
  address: 'Address',
  a2p_profile: 'A2P profile',
  a2p_brand: 'A2P brand',
  a2p_use_case: 'A2P use case',
};

/** The sub-account's own values, by the label the tab shows them under. */
const SUBACCOUNT_VALUES = {
  cached_subaccount_status: 'Status',
  subaccount_account_sid: 'Account SID',
  subaccount_auth_token: 'Auth token',
  messaging_service_sid: 'Messaging service SID',
} as const satisfies Partial<Record<keyof Configuration, string>>;

/**
 * The sub-account's mark (spec 2: a check once every value is present). Otherwise it names what is missing: the
 * chain while a step is to do, else the sub-account's values (a seeded sub-account has a full chain and no token).
 */
function configurationMark(configuration: Configuration): { complete: boolean; label: string } {
  if (!TWILIO_CHAIN.every(({ sid }) => Boolean(configuration[sid]))) {
    return { complete: false, label: 'Registration incomplete' };
  }
  const missing = Object.entries(SUBACCOUNT_VALUES)
    .filter(([key]) => !configuration[key as keyof typeof SUBACCOUNT_VALUES])
    .map(([, label]) => label);
  return missing.length === 0
    ? { complete: true, label: 'Every value is present' }
    : { complete: false, label: `Registration complete; not set: ${missing.join(', ')}` };
}

/**
 * Messaging: the provider sub-account and its A2P registration chain, one step after another (spec 2, 4), then
 * the account's Registration panel (issue 22).
 */
export default function MessagingTab({ account }: { account: AccountDetail }) {
  return (
    <Stack gap="lg">
      <Chain account={account} />
      <RegistrationPanel accountId={account.id} brandSid={account.twilio_configuration?.a2p_brand_sid ?? null} />
    </Stack>
  );
}

function Chain({ account }: { account: AccountDetail }) {
  const configuration = account.twilio_configuration;
  if (!configuration?.subaccount_account_sid) return <CreateSubaccount accountId={account.id} />;

  const mark = configurationMark(configuration);
  // Each step shows once the one before it has its id (spec 2): the done ones, then the next to do.
  const steps = TWILIO_CHAIN.slice(1).filter((_, index) => Boolean(configuration[TWILIO_CHAIN[index]!.sid]));

  return (
    <Stack gap="lg">
      <Card as="section" aria-labelledby="subaccount-title">
        <Stack gap="md">
          <Inline gap="sm">
            <Heading level={2} size="md" id="subaccount-title">
              {PROVIDER} sub-account
            </Heading>
            <StatusMark isPositive={mark.complete} label={mark.label} showLabel />
          </Inline>
          <Stack gap="sm">
            {Object.entries(SUBACCOUNT_VALUES).map(([key, label]) => (
              <Value key={key} label={label} value={configuration[key as keyof typeof SUBACCOUNT_VALUES]} />
            ))}
          </Stack>
        </Stack>
      </Card>
      <Stack as="ol" gap="md" aria-label="Registration steps">
        {steps.map(({ step, sid }) => (
          <Card as="li" key={step} padding="md">
            <Stack gap="sm">
              <Heading level={3} size="sm">
                {STEP_TITLES[step]}
              </Heading>
              {configuration[sid] ? (
                <Value label="SID" value={configuration[sid]} />
              ) : (
                <StepAction accountId={account.id} step={step} />
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function Value({ label, value }: { label: string; value: string | null }) {
  return (
    <Inline gap="sm" wrap>
      <Text tone="muted">{label}</Text>
      <Text weight="medium">{value || 'Not set'}</Text>
    </Inline>
  );
}

/** What the provider said when a step failed (a 502 carries its message), shown where the step is. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  return (error instanceof ApiError && error.detail) || 'The step could not be completed. Try again.';
}

function CreateSubaccount({ accountId }: { accountId: number }) {
  const create = useChainStep(accountId, 'subaccount');
  return (
    <Stack gap="md" align="start">
      <Text as="p">This account has no messaging configuration yet.</Text>
      {create.isError && <Banner tone="error">{failureText(create.error)}</Banner>}
      <Button variant="primary" isPending={create.isPending} onPress={() => create.mutate({})}>
        Create {PROVIDER} sub-account
      </Button>
    </Stack>
  );
}

function StepAction({ accountId, step }: { accountId: number; step: TwilioChainStep }) {
  if (step === 'end_user') return <EndUserForm accountId={accountId} />;
  if (step === 'address') return <AddressForm accountId={accountId} />;
  return <StepButton accountId={accountId} step={step} />;
}

function StepButton({ accountId, step }: { accountId: number; step: TwilioChainStep }) {
  const run = useChainStep(accountId, step);
  return (
    <Stack gap="sm" align="start">
      {run.isError && <Banner tone="error">{failureText(run.error)}</Banner>}
      <Button variant="primary" isPending={run.isPending} onPress={() => run.mutate({})}>
        Create {STEP_TITLES[step].toLowerCase().replace(/^a2p/, 'A2P')}
      </Button>
    </Stack>
  );
}

function EndUserForm({ accountId }: { accountId: number }) {
  const save = useChainStep(accountId, 'end_user');
  const form = useTextForm({
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '' },
    rules: endUserRules,
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value);
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label="End user" failedSave="reset">
        <form.FormErrorBanner />
        <FormSection title="The practice's authorized representative">
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" isRequired />}
          </form.AppField>
          <form.AppField name="last_name">{(field) => <field.TextField label="Last name" isRequired />}</form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" isRequired />}
          </form.AppField>
          <form.AppField name="phone_number">
            {(field) => <field.TextField label="Phone number" type="tel" isRequired />}
          </form.AppField>
        </FormSection>
        <Inline>
          <form.SubmitButton pendingLabel="Saving...">Create end user</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

function AddressForm({ accountId }: { accountId: number }) {
  const save = useChainStep(accountId, 'address');
  const form = useTextForm({
    defaultValues: { street: '', city: '', zipcode: '', ...ADDRESS_DEFAULTS },
    rules: addressRules,
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value);
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-label="Address" failedSave="reset">
        <form.FormErrorBanner />
        <FormSection title="The practice's business address">
          <form.AppField name="street">{(field) => <field.TextField label="Street" isRequired />}</form.AppField>
          <form.AppField name="city">{(field) => <field.TextField label="City" isRequired />}</form.AppField>
          <form.AppField name="zipcode">
            {(field) => <field.TextField label="Zipcode" inputMode="numeric" isRequired />}
          </form.AppField>
          <form.AppField name="state">{(field) => <field.TextField label="State" isRequired />}</form.AppField>
          <form.AppField name="country">{(field) => <field.TextField label="Country" isRequired />}</form.AppField>
        </FormSection>
        <Inline>
          <form.SubmitButton pendingLabel="Saving...">Create address</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
