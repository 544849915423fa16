import { useState } from 'react';
import { TcrLayout } from '../TcrLayout.tsx';
import { routes } from '../../../shared/consoleRoutes.ts';
import { CampaignDetailEditor } from './CampaignDetailEditor.tsx';

/**
 * /app/tcr/campaign_details/create: new campaign details. Once created, the address becomes the detail's page and
 * the screen is that page, without a page load that would lose the toast and the focus.
 */
export default function CampaignDetailCreateScreen() {
  const [createdId, setCreatedId] = useState<number | null>(null);
  return (
    <TcrLayout section="campaign_details">
      <CampaignDetailEditor
        id={createdId}
        onCreated={(detail) => {
          history.replaceState(null, '', routes.campaignDetail(detail));
          setCreatedId(detail.id);
        }}
      />
    </TcrLayout>
  );
}
