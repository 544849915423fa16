import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { a2pBrandResubmissionQuery } from '../../../../api/a2pBrandResubmission.ts';
import { a2pBrandResubmissionTexts as texts } from '../../../../shared/a2pBrandResubmissionTexts.ts';
import { FIX_FIELD_LABELS } from '../../../../shared/registrationErrors.ts';
import type { A2pBrandResubmission as A2pBrandResubmissionAnswer } from '../../../../shared/twilioAdmin.ts';
import { AlertDialog, Stack, Text } from '../../../../ui/index.ts';
import { ResubmissionChanges } from '../../../shell/ResubmissionChanges.tsx';

type ResubmissionQuery = UseQueryResult<A2pBrandResubmissionAnswer>;

/** What the profiles would be sent that differs from the brand's last submission, and the free updates left. */
function Changes({ query }: { query: ResubmissionQuery }) {
  return (
    <ResubmissionChanges query={query} fieldLabel={(field) => FIX_FIELD_LABELS.account[field]} texts={texts}>
      {(answer) => (
        <Text as="p">{texts.updatesLeft(answer.updates_used, answer.updates_left, answer.free_updates)}</Text>
      )}
    </ResubmissionChanges>
  );
}

export interface A2pBrandResubmissionProps {
  accountId: number;
  brandSid: string;
  onOpenChange: (isOpen: boolean) => void;
  /** Resubmits; the confirmation stays open, its button pending, until it settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The Resubmit A2P brand confirmation (issue 22), loaded on intent with what it shows: what changed since the brand
 * was sent, asked when it opens, the provider's free updates left (none: its confirm button is off), and the cost of
 * going past them.
 */
export default function A2pBrandResubmission({
  accountId,
  brandSid,
  onOpenChange,
  onConfirm,
}: A2pBrandResubmissionProps) {
  const query = useQuery(a2pBrandResubmissionQuery(accountId));
  return (
    <AlertDialog
      isOpen
      onOpenChange={onOpenChange}
      size="md"
      title={texts.title}
      confirmLabel={texts.button}
      pendingLabel={texts.resubmitting}
      warning={texts.cost}
      onConfirm={onConfirm}
      // None left: the API would refuse it, and the confirmation says why.
      isConfirmDisabled={query.data?.updates_left === 0}
    >
      <Stack gap="md">
        <Text as="p">{texts.intro(brandSid)}</Text>
        <Changes query={query} />
      </Stack>
    </AlertDialog>
  );
}
