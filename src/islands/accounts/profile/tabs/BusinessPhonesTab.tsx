import { Phone, PhoneCall } from 'lucide-react';
import { useId } from 'react';
import { useAddBusinessPhone, useSetCallRescue } from '../../../../api/businessPhones.ts';
import { useScheduleTestCalls } from '../../../../api/testCalls.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import type { BusinessPhone } from '../../../../shared/billingAndPhones.ts';
import { testCallRefusal, type TestCallRefusalCode } from '../../../../shared/callRescueRules.ts';
import { callRescueTexts } from '../../../../shared/callRescueTexts.ts';
import { routes } from '../../../../shared/consoleRoutes.ts';
import { businessPhoneRules, newBusinessPhoneNumberRules } from '../../../../shared/billingAndPhonesRules.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { firstError } from '../../../../shared/validation.ts';
import {
  Button,
  DataTable,
  Dialog,
  DialogTrigger,
  EmptyState,
  Heading,
  Inline,
  Link,
  Modal,
  Stack,
  Switch,
  Text,
  useAppForm,
  type DataTableColumn,
} from '../../../../ui/index.ts';

/** The refusals fixed on the overview, with the link that says how. */
const FIXED_ON_OVERVIEW: Partial<Record<TestCallRefusalCode, string>> = {
  call_rescue_tests_disabled_for_account: 'Turn test calls on in the overview',
  account_has_no_bot_number: 'Provision one in the overview',
};

/** Business phones (spec 2): the list with its call-rescue toggles, Add business phone and Schedule test call. */
export default function BusinessPhonesTab({ account }: { account: AccountDetail }) {
  const schedule = useScheduleTestCalls(account.id);
  const phones = account.business_phones;
  // Said beside the button before the press, as the API would refuse it (no phones: the empty list says so).
  const refusal = testCallRefusal(account);
  const reasonId = useId();

  return (
    <Stack gap="lg">
      <Inline gap="sm">
        <DialogTrigger>
          <Button variant="primary">
            <Phone size={16} aria-hidden="true" />
            Add business phone
          </Button>
          <Modal size="sm">
            <Dialog>{({ close }) => <AddPhoneForm account={account} onDone={close} />}</Dialog>
          </Modal>
        </DialogTrigger>
        <Button
          isDisabled={refusal !== null}
          isPending={schedule.isPending}
          pendingLabel="Scheduling test call"
          onPress={() => schedule.mutate()}
          aria-describedby={refusal && refusal !== 'account_has_no_business_phone' ? reasonId : undefined}
        >
          <PhoneCall size={16} aria-hidden="true" />
          Schedule test call
        </Button>
        {refusal && refusal !== 'account_has_no_business_phone' && (
          <Text id={reasonId} tone="muted" size="sm">
            {callRescueTexts.refusals[refusal]}{' '}
            {FIXED_ON_OVERVIEW[refusal] && <Link href={routes.account(account)}>{FIXED_ON_OVERVIEW[refusal]}</Link>}
          </Text>
        )}
      </Inline>
      {phones.length === 0 ? (
        <EmptyState title="Account currently has no business phones" headingLevel={null} />
      ) : (
        <DataTable
          aria-label="Business phones"
          items={phones}
          getKey={(phone) => phone.id}
          columns={phoneColumns(account.id)}
        />
      )}
    </Stack>
  );
}

function phoneColumns(accountId: number): DataTableColumn<BusinessPhone>[] {
  return [
    { id: 'number', header: 'Number', cell: (phone) => formatPhone(phone.number), isRowHeader: true, nowrap: true },
    { id: 'digits', header: 'Digits after call', cell: (phone) => phone.digits_after_call || 'N/A' },
    {
      id: 'call_rescue',
      header: 'Call rescue',
      cell: (phone) => <CallRescueToggle accountId={accountId} phone={phone} />,
    },
  ];
}

/**
 * Saves at once; shows the new state while it saves and the saved one again if saving fails (spec 4). While it saves
 * it is read-only, not disabled: a disabled control loses focus, and the keyboard user their place in the table.
 */
function CallRescueToggle({ accountId, phone }: { accountId: number; phone: BusinessPhone }) {
  const save = useSetCallRescue(accountId, phone.id);
  return (
    <Switch
      aria-label={`Call rescue for ${formatPhone(phone.number)}`}
      isSelected={save.isPending ? save.variables : phone.is_enabled_for_call_rescue}
      isReadOnly={save.isPending}
      onChange={(enabled) => save.mutate(enabled)}
    />
  );
}

const isTenDigits = (number: string) => firstError(businessPhoneRules.number, number) === undefined;

/**
 * The Add business phone dialog: Yes stays disabled until the number has exactly 10 digits (spec 5); a number the
 * account already lists is refused on the field, as the API would.
 */
function AddPhoneForm({ account, onDone }: { account: AccountDetail; onDone: () => void }) {
  const add = useAddBusinessPhone(account.id);
  const numberRules = newBusinessPhoneNumberRules(account.business_phones.map((phone) => phone.number));
  const form = useAppForm({
    defaultValues: { number: '', digits_after_call: '' },
    rules: { ...businessPhoneRules, number: numberRules },
    onSubmit: async ({ value }) => {
      await add.mutateAsync({ number: value.number, digits_after_call: value.digits_after_call.trim() || null });
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-labelledby="add-business-phone-title">
        <Heading slot="title" level={2} size="md" id="add-business-phone-title">
          Add business phone
        </Heading>
        <form.FormErrorBanner />
        <form.AppField name="number">
          {(field) => (
            <field.TextField label="Number" type="tel" description="10 digits, e.g. (787) 555-0142." autoFocus />
          )}
        </form.AppField>
        <form.AppField name="digits_after_call">
          {(field) => (
            <field.TextField label="Digits after call" description="Optional: an extension or menu keys to dial." />
          )}
        </form.AppField>
        <Inline gap="sm" justify="end">
          <Button slot="close">Cancel</Button>
          <form.Subscribe selector={(state) => isTenDigits(state.values.number)}>
            {(valid) => (
              <form.SubmitButton isDisabled={!valid} pendingLabel="Adding">
                Yes
              </form.SubmitButton>
            )}
          </form.Subscribe>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
