import { campaignDetailQuery } from '../../../api/campaignDetails.ts';
import { RegistrationFix } from '../../shell/RegistrationFix.tsx';
import { TcrLayout } from '../TcrLayout.tsx';
import { CampaignDetailEditor } from './CampaignDetailEditor.tsx';

/** /app/tcr/campaign_details/{id}: a campaign detail's form, and its removal. */
export default function CampaignDetailEditScreen({ campaignDetailId }: { campaignDetailId: number }) {
  return (
    <TcrLayout section="campaign_details" prefetch={[campaignDetailQuery(campaignDetailId)]}>
      <RegistrationFix form="campaign_detail" />
      <CampaignDetailEditor id={campaignDetailId} />
    </TcrLayout>
  );
}
