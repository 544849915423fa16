import type { CampaignDetail } from '../../../shared/campaignManagement.ts';
import { CAMPAIGN_TEXT_PREVIEW_LENGTH } from '../../../shared/campaignManagementRules.ts';
import { CAMPAIGN_TYPES } from '../../../shared/enums.ts';
import { TruncatedText, type DataTableColumn } from '../../../ui/index.ts';
import { RemoveCampaignDetail } from './RemoveCampaignDetail.tsx';
import { MatchedText } from '../../shell/MatchedText.tsx';

const campaignTypeLabel = (type: string) => CAMPAIGN_TYPES.find((t) => t.value === type)?.label ?? type;

/** A text cut to the spec's 100 characters with an ellipsis, the whole of it in a tooltip (focus, hover or press). */
const preview = (text: string) => <TruncatedText maxLength={CAMPAIGN_TEXT_PREVIEW_LENGTH}>{text}</TruncatedText>;

/**
 * The campaign details list (spec 2): the name opens the edit page; previews of both texts; removal per row, after
 * which `onRemoved` runs (the row and its button are gone: the list says where focus goes).
 */
export const campaignDetailColumns = (onRemoved: () => void, search: string): DataTableColumn<CampaignDetail>[] => [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    width: '20%',
    cell: (detail) => <MatchedText text={detail.name} search={search} />,
  },
  { id: 'tcr_message_flow', header: 'Message flow', width: '30%', cell: (detail) => preview(detail.tcr_message_flow) },
  { id: 'tcr_description', header: 'Description', width: '30%', cell: (detail) => preview(detail.tcr_description) },
  {
    id: 'campaign_type',
    header: 'Campaign type',
    nowrap: true,
    cell: (detail) => campaignTypeLabel(detail.campaign_type),
  },
  { id: 'accounts', header: 'Accounts', align: 'end', cell: (detail) => detail.accounts.length },
  {
    id: 'remove',
    header: 'Actions',
    cell: (detail) => <RemoveCampaignDetail detail={detail} size="sm" onRemoved={onRemoved} />,
  },
];
