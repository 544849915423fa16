import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../../shared/format.ts';
import { brandResubmissionTexts } from '../../shared/brandResubmissionTexts.ts';
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
} from '../../ui/index.ts';

/** What a resubmission endpoint answers of the last submission: when it was, and what differs since. */
interface Resubmission {
  last_submitted_at: string | null;
  changes: { field: string; before: string; after: string }[];
}
type Change<R extends Resubmission> = R['changes'][number];

export interface ResubmissionChangesProps<R extends Resubmission> {
  query: UseQueryResult<R>;
  /** A changed field's label, as its form shows it. */
  fieldLabel: (field: Change<R>['field']) => string;
  /** The words for this kind of submission: while loading, when nothing changed, when the answer failed. */
  texts: { loading: string; unchangedSince: (date: string) => string; loadFailed: string };
  /** What else the answer says, under the changes (how many resubmissions it had, or has left). */
  children?: (answer: R) => ReactNode;
}

const { changedSince, field, sent, now, empty, noRecord } = brandResubmissionTexts;
const shown = (value: string) => (value === '' ? <Text tone="muted">{empty}</Text> : value);

/**
 * The body of a brand resubmission's confirmation (TCR's Update and Revet, the A2P brand's resubmission; issue 22):
 * what it would send that differs from the last submission, asked when the confirmation opens and said politely
 * once known; nothing changed; or no submission on record.
 */
export function ResubmissionChanges<R extends Resubmission>({
  query,
  fieldLabel,
  texts,
  children,
}: ResubmissionChangesProps<R>) {
  const loadingLabel = useId();
  const changesTitle = useId();
  const answer = query.data;
  const date = answer?.last_submitted_at && formatDateTime(answer.last_submitted_at);
  const columns: DataTableColumn<Change<R>>[] = [
    { id: 'field', header: field, isRowHeader: true, nowrap: true, cell: (c) => fieldLabel(c.field) },
    { id: 'sent', header: sent, cell: (c) => shown(c.before) },
    { id: 'now', header: now, cell: (c) => shown(c.after) },
  ];
  return (
    <LiveRegion>
      {query.isPending ? (
        <Inline gap="sm">
          <Spinner size="sm" aria-labelledby={loadingLabel} />
          <Text tone="muted" id={loadingLabel}>
            {texts.loading}
          </Text>
        </Inline>
      ) : !answer ? (
        <Banner tone="error" role="note">
          {texts.loadFailed}
        </Banner>
      ) : (
        <Stack gap="sm">
          {!date ? (
            <Text as="p">{noRecord}</Text>
          ) : answer.changes.length > 0 ? (
            <>
              <Text as="p" id={changesTitle}>
                {changedSince(date)}
              </Text>
              <DataTable
                aria-labelledby={changesTitle}
                items={answer.changes}
                columns={columns}
                getKey={(c) => c.field}
              />
            </>
          ) : (
            <Notice tone="warning" announce={false}>
              {texts.unchangedSince(date)}
            </Notice>
          )}
          {children?.(answer)}
        </Stack>
      )}
    </LiveRegion>
  );
}
