import { useState } from 'react';
import { usePickerSearch } from '../../../api/lookups.ts';
import { useCampaigns } from '../../../api/tcrPhones.ts';
import { useUserAccount } from '../../../api/users.ts';
import type { Reference } from '../../../shared/accounts.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import {
  setPhoneAccount,
  setPhoneCampaign,
  setPhoneNumberSearch,
  type PhoneFilters,
} from '../../../stores/phoneList.ts';
import { Box, ListSearchField, ReferenceField, Select, SelectItem } from '../../../ui/index.ts';

/** The phones list's three filters in a row (spec 2 Phones): number text, account picker, campaign dropdown. */
export function PhoneListFilters({ number, filters }: { number: string; filters: PhoneFilters }) {
  return (
    // Three equal columns in a row (each shrinks from the full width alike, whatever its text), stacked when narrow.
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="md" alignItems="flex-start">
      <Box width="full" minWidth={0}>
        <ListSearchField
          label="Phone number"
          placeholder="Search by phone number"
          value={number}
          onCommit={setPhoneNumberSearch}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </Box>
      <Box width="full" minWidth={0}>
        <AccountFilter accountId={filters.account} />
      </Box>
      <Box width="full" minWidth={0}>
        <CampaignFilter campaignId={filters.campaign} />
      </Box>
    </Box>
  );
}

/** The remote account picker (1 s debounce); once chosen, its name with a clear (x) button. */
function AccountFilter({ accountId }: { accountId: number | undefined }) {
  const search = usePickerSearch('account');
  const [picked, setPicked] = useState<Reference | null>(null);
  // An account from the address (a reload, a shared link) is named by the API.
  const named = useUserAccount(accountId !== undefined && picked?.id !== accountId ? accountId : null);
  const value =
    accountId === undefined
      ? null
      : picked?.id === accountId
        ? picked
        : { id: accountId, name: named.data?.name ?? (named.isError ? `Account ${accountId}` : '…') };
  return (
    <ReferenceField
      label="Account"
      placeholder="Search account"
      value={value}
      search={search}
      optionDescription={(account) => `ID ${account.id}`}
      onChange={(account) => {
        setPicked(account);
        setPhoneAccount(account?.id);
      }}
    />
  );
}

/** Every campaign, shown by campaign id and description; clearable. */
function CampaignFilter({ campaignId }: { campaignId: number | undefined }) {
  const campaigns = useCampaigns();
  return (
    <Select
      label="Campaign"
      placeholder={campaigns.isError ? 'Campaigns could not be loaded' : 'All campaigns'}
      items={campaigns.data ?? []}
      selectedKey={campaignId ?? null}
      onSelectionChange={(key) => setPhoneCampaign(key == null ? undefined : Number(key))}
      onClear={() => setPhoneCampaign(undefined)}
    >
      {(campaign) => (
        <SelectItem
          id={campaign.id}
          textValue={`${campaign.campaign_id} · ${campaign.description}`}
          description={campaign.description}
        >
          {campaign.campaign_id}
        </SelectItem>
      )}
    </Select>
  );
}
