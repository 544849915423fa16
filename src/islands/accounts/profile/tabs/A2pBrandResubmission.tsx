import { useQuery } from '@tanstack/react-query';
import { a2pBrandResubmissionQuery } from '../../../../api/twilioAdmin.ts';
import { a2pBrandResubmissionTexts as texts } from '../../../../shared/a2pBrandResubmissionTexts.ts';
import { FIX_FIELD_LABELS } from '../../../../shared/registrationErrors.ts';
import { A2P_BRAND_FREE_UPDATES } from '../../../../shared/twilioAdminRules.ts';
import { Text } from '../../../../ui/index.ts';
import { ResubmissionChanges } from '../../../shell/ResubmissionChanges.tsx';

/**
 * The body of the Resubmit A2P brand confirmation under its first line (issue 22): what the profiles would be sent
 * that differs from the brand's last submission, and how many of the provider's free updates are left. (While this
 * code loads, which it does on intent, the confirmation shows a spinner.)
 */
export default function A2pBrandResubmission({ accountId }: { accountId: number }) {
  return (
    <ResubmissionChanges
      query={useQuery(a2pBrandResubmissionQuery(accountId))}
      fieldLabel={(field) => FIX_FIELD_LABELS.account[field]}
      texts={texts}
    >
      {(answer) => (
        <Text as="p">{texts.updatesLeft(answer.updates_used, answer.updates_left, A2P_BRAND_FREE_UPDATES)}</Text>
      )}
    </ResubmissionChanges>
  );
}
