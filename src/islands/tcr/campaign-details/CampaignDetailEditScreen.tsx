import { TcrLayout } from '../TcrLayout.tsx';
import { CampaignDetailEditor } from './CampaignDetailEditor.tsx';

/** /app/tcr/campaign_details/{id}: a campaign detail's form, and its removal. */
export default function CampaignDetailEditScreen({ campaignDetailId }: { campaignDetailId: number }) {
  return (
    <TcrLayout section="campaign_details">
      <CampaignDetailEditor id={campaignDetailId} />
    </TcrLayout>
  );
}
