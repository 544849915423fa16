import { useState } from 'react';
import { useCampaigns } from '../../../api/tcrPhones.ts';
import type { Campaign, TcrPhoneNumber } from '../../../shared/campaignManagement.ts';
import { Banner, ListBox, ListBoxItem, SearchField } from '../../../ui/index.ts';
import { AssignDialogFrame } from './AssignDialogFrame.tsx';

/** Campaigns whose campaign id contains the text, case-insensitively (spec 2: the search is on the client). */
const byCampaignId = (campaigns: Campaign[], text: string) =>
  campaigns.filter((campaign) => campaign.campaign_id.toLowerCase().includes(text.trim().toLowerCase()));

/** 'Select a campaign' (spec 2 Phones); loaded when first opened. */
export default function AssignCampaignDialog({
  phones,
  onAccept,
  onClose,
}: {
  phones: TcrPhoneNumber[];
  onAccept: (campaignId: number) => void;
  onClose: () => void;
}) {
  const campaigns = useCampaigns();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const shown = byCampaignId(campaigns.data ?? [], search);
  // A choice the search no longer lists is no choice.
  const chosen = shown.some((campaign) => campaign.id === picked) ? picked : null;
  return (
    <AssignDialogFrame
      title="Select a campaign"
      count={phones.length}
      canAccept={chosen !== null}
      onAccept={() => chosen !== null && onAccept(chosen)}
      onClose={onClose}
    >
      <SearchField placeholder="Search campaign" value={search} onChange={setSearch} autoFocus />
      {campaigns.isError ? (
        <Banner tone="error">The campaigns could not be loaded.</Banner>
      ) : (
        <ListBox
          aria-label="Campaigns"
          selectionMode="single"
          items={shown}
          selectedKeys={chosen === null ? [] : [chosen]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            setPicked(key === undefined ? null : Number(key));
          }}
          isLoading={campaigns.isPending}
          renderEmptyState={() => 'No campaign id matches'}
        >
          {(campaign) => (
            <ListBoxItem id={campaign.id} textValue={campaign.campaign_id} description={campaign.description}>
              {campaign.campaign_id}
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </AssignDialogFrame>
  );
}
