import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { brandResubmissionQuery } from '../../../api/tcrBrands.ts';
import { formatDateTime } from '../../../shared/format.ts';
import type { BrandResubmission } from '../../../shared/legalEntities.ts';
import { brandResubmissionTexts as texts } from '../../../shared/brandResubmissionTexts.ts';
import { FIX_FIELD_LABELS } from '../../../shared/registrationErrors.ts';
import {
  Banner,
  DataTable,
  Inline,
  LiveRegion,
  Notice,
  Spinner,
  Stack,
  Text,
  type DataTableColumn,
} from '../../../ui/index.ts';

type Change = BrandResubmission['changes'][number];

const shown = (value: string) => (value === '' ? <Text tone="muted">{texts.empty}</Text> : value);

const columns: DataTableColumn<Change>[] = [
  {
    id: 'field',
    header: texts.field,
    isRowHeader: true,
    nowrap: true,
    cell: (c) => FIX_FIELD_LABELS.legal_entity[c.field],
  },
  { id: 'sent', header: texts.sent, cell: (c) => shown(c.before) },
  { id: 'now', header: texts.now, cell: (c) => shown(c.after) },
];

/** The wait for what changed: a spinner named by the words beside it. */
function RevetLoading() {
  const label = useId();
  return (
    <Inline gap="sm">
      <Spinner size="sm" aria-labelledby={label} />
      <Text tone="muted" id={label}>
        {texts.loading}
      </Text>
    </Inline>
  );
}

/** What changed since the last submission, from the answer: the changes, nothing, or no submission on record. */
function Resubmission({ answer }: { answer: BrandResubmission }) {
  const changesTitle = useId();
  const date = answer.last_submitted_at && formatDateTime(answer.last_submitted_at);
  return (
    <Stack gap="sm">
      {!date ? (
        <Text as="p">{texts.noRecord}</Text>
      ) : answer.changes.length > 0 ? (
        <>
          <Text as="p" id={changesTitle}>
            {texts.changedSince(date)}
          </Text>
          <DataTable aria-labelledby={changesTitle} items={answer.changes} columns={columns} getKey={(c) => c.field} />
        </>
      ) : (
        <Notice tone="warning" announce={false}>
          {texts.unchangedSince(date)}
        </Notice>
      )}
      <Text as="p">{texts.revets(answer.revets)}</Text>
    </Stack>
  );
}

/**
 * The body of the Update and Revet confirmation under its first line (issue 22): what the revet would send that
 * differs from the brand's last submission to TCR, asked when the confirmation opens; said politely once known.
 * (While this code loads, which it does on intent, the confirmation shows a spinner.)
 */
export default function RevetChanges({ brandRowId }: { brandRowId: number }) {
  const query = useQuery(brandResubmissionQuery(brandRowId));
  return (
    <LiveRegion>
      {query.isPending ? (
        <RevetLoading />
      ) : query.isError ? (
        <Banner tone="error" role="note">
          {texts.loadFailed}
        </Banner>
      ) : (
        <Resubmission answer={query.data} />
      )}
    </LiveRegion>
  );
}
