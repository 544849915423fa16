import { useQuery } from '@tanstack/react-query';
import { brandResubmissionQuery } from '../../../api/tcrBrands.ts';
import { brandResubmissionTexts as texts } from '../../../shared/brandResubmissionTexts.ts';
import { FIX_FIELD_LABELS } from '../../../shared/registrationErrors.ts';
import { Text } from '../../../ui/index.ts';
import { ResubmissionChanges } from '../../shell/ResubmissionChanges.tsx';

/**
 * The body of the Update and Revet confirmation under its first line (issue 22): what the revet would send that
 * differs from the brand's last submission to TCR, and how many revets it had. (While this code loads, which it
 * does on intent, the confirmation shows a spinner.)
 */
export default function RevetChanges({ brandRowId }: { brandRowId: number }) {
  const query = useQuery(brandResubmissionQuery(brandRowId));
  return (
    <ResubmissionChanges query={query} fieldLabel={(field) => FIX_FIELD_LABELS.legal_entity[field]} texts={texts}>
      {(answer) => <Text as="p">{texts.revets(answer.revets)}</Text>}
    </ResubmissionChanges>
  );
}
