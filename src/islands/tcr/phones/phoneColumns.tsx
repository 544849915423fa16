import type { TcrPhoneNumber } from '../../../shared/campaignManagement.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { Stack, Text, type DataTableColumn } from '../../../ui/index.ts';

/** What an unset account, campaign or brand shows. */
const NONE = 'None';

/** A value and, under it, its second part (a campaign's description, a brand's reference id). */
function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Stack gap="none">
      <Text>{first}</Text>
      {second && (
        <Text size="sm" tone="muted">
          {second}
        </Text>
      )}
    </Stack>
  );
}

/** The phones list's four columns (spec 2 Phones); rows are keyed and named by their number. */
export const phoneColumns: DataTableColumn<TcrPhoneNumber>[] = [
  { id: 'number', header: 'Number', isRowHeader: true, nowrap: true, cell: (p) => formatPhone(p.number) },
  { id: 'account', header: 'Account name', cell: (p) => p.account?.name ?? NONE },
  {
    id: 'campaign',
    header: 'Campaign',
    cell: (p) => (p.campaign ? <TwoLines first={p.campaign.campaign_id} second={p.campaign.description} /> : NONE),
  },
  {
    id: 'brand',
    header: 'Brand',
    nowrap: true,
    cell: (p) => (p.brand ? <TwoLines first={p.brand.brand_id} second={p.brand.reference_id} /> : NONE),
  },
];
