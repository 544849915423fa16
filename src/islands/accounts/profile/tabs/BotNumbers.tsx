import { useProvisionBotNumber } from '../../../../api/accounts.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import {
  AlertDialog,
  Button,
  DialogTrigger,
  Heading,
  Notice,
  Stack,
  Text,
  useFocusTarget,
} from '../../../../ui/index.ts';

/**
 * The account's bot numbers (spec 2): none, with Provision bot number behind a confirmation; one, the main one;
 * several, the one flagged as the call-rescue number is the main one and the rest are listed; several with none
 * flagged, the screen says it cannot tell which is the main one. Once a number is bought the button is gone: focus
 * moves to the section's heading, from where the new number is read next.
 */
export function BotNumbers({ account }: { account: AccountDetail }) {
  const provision = useProvisionBotNumber(account.id);
  const [headingRef, focusHeading] = useFocusTarget<HTMLHeadingElement>();
  const numbers = account.bot_numbers;
  const flagged = numbers.filter((n) => n.is_call_rescue_number);
  const main = numbers.length === 1 ? numbers[0] : flagged[0];
  const others = numbers.filter((n) => n !== main);

  return (
    <section aria-labelledby="bot-numbers-title">
      <Stack gap="md">
        <Heading level={2} size="md" id="bot-numbers-title" ref={headingRef} tabIndex={-1}>
          Bot number
        </Heading>
        {numbers.length === 0 ? (
          <Stack gap="sm" align="start">
            <Text tone="muted">This account has no bot number yet.</Text>
            <DialogTrigger>
              <Button variant="primary" isPending={provision.isPending} pendingLabel="Provisioning bot number">
                Provision bot number
              </Button>
              <AlertDialog
                title="Provision bot number?"
                confirmLabel="Provision"
                onConfirm={() => provision.mutate(undefined, { onSuccess: focusHeading })}
              >
                {account.bot_number_area_code
                  ? `A new number in area code ${account.bot_number_area_code} is bought for ${account.name}.`
                  : `A new number is bought for ${account.name} in its bot number area code.`}
              </AlertDialog>
            </DialogTrigger>
          </Stack>
        ) : main ? (
          <Stack gap="xs">
            <Text>
              Main bot number: <Text weight="semibold">{formatPhone(main.number)}</Text>
            </Text>
            {others.length > 0 && (
              <NumberList title="Other bot numbers" numbers={others.map((n) => formatPhone(n.number))} />
            )}
          </Stack>
        ) : (
          <Stack gap="sm">
            <Notice tone="warning" announce={false}>
              The main bot number cannot be determined: none of these numbers is marked as the call-rescue number.
            </Notice>
            <NumberList title="Bot numbers" numbers={numbers.map((n) => formatPhone(n.number))} />
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function NumberList({ title, numbers }: { title: string; numbers: string[] }) {
  return (
    <Stack gap="xxs">
      <Text tone="muted">{title}</Text>
      <ul aria-label={title}>
        {numbers.map((number) => (
          <li key={number}>
            <Text>{number}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
