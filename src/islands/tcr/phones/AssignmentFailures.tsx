import type { FailedPhones } from '../../../api/tcrPhones.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { Banner, Box, Button, Inline, Stack, Text } from '../../../ui/index.ts';

export interface AssignmentFailuresProps {
  /** 'campaign' or 'account': what the phones were to be assigned to. */
  target: string;
  failed: FailedPhones[];
  /** Sends the same assignment again for the failed numbers only. */
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * The numbers an assignment did not store, grouped by why (their carrier order's error), with a retry of those
 * numbers only. They stay selected meanwhile. Read out once when it appears (an alert).
 */
export function AssignmentFailures({ target, failed, onRetry, onDismiss }: AssignmentFailuresProps) {
  const count = failed.reduce((sum, group) => sum + group.numbers.length, 0);
  return (
    <Banner tone="error" title={`${count} ${count === 1 ? 'phone was' : 'phones were'} not assigned to the ${target}`}>
      <Stack gap="sm">
        {failed.map((group) => (
          <Box key={group.reason}>
            <Text weight="semibold">{group.reason}</Text>
            <Box as="ul">
              {group.numbers.map((number) => (
                <li key={number}>
                  <Text>{formatPhone(number)}</Text>
                </li>
              ))}
            </Box>
          </Box>
        ))}
        <Text size="sm">They stay selected: retry them, or choose another {target}.</Text>
        {/* Under the list, not beside it: a narrow screen keeps its width for the numbers. */}
        <Inline gap="sm">
          <Button size="sm" onPress={onRetry}>
            Retry failed phones
          </Button>
          <Button variant="secondary" size="sm" onPress={onDismiss}>
            Dismiss
          </Button>
        </Inline>
      </Stack>
    </Banner>
  );
}
