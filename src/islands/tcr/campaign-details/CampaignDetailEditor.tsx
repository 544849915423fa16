import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountNames } from '../../../api/campaignDetailForm.ts';
import { campaignDetailQuery, useSaveCampaignDetail } from '../../../api/campaignDetails.ts';
import { ApiError } from '../../../api/errors.ts';
import type { CampaignDetail } from '../../../shared/campaignManagement.ts';
import { pageTitle } from '../../../shared/pageTitle.ts';
import { campaignManagementTexts as m } from '../../../shared/campaignManagementTexts.ts';
import { consoleTexts } from '../../../shared/consoleTexts.ts';
import {
  Banner,
  Card,
  Heading,
  Inline,
  Link,
  preloadable,
  Skeleton,
  Stack,
  Text,
  useDocumentTitle,
  useFocusTarget,
  WhenLoaded,
} from '../../../ui/index.ts';
import { CampaignDetailForm } from './CampaignDetailForm.tsx';
import { routes } from '../../../shared/consoleRoutes.ts';

const NO_ACCOUNTS: number[] = [];

// Only a saved detail can be removed: the create page does without its code.
const RemoveCampaignDetail = preloadable(
  () => import('./RemoveCampaignDetail.tsx'),
  (module) => module.RemoveCampaignDetail,
);

/**
 * A campaign detail's page: its form, and Remove once it exists (then the page says it is gone). `id` null is a new one; `onCreated` follows its
 * creation (the page becomes the new detail's, the form staying where it is, focus and toast too). A save leaves Save
 * disabled (nothing changed since) and a removal leaves no form: focus moves to the page's heading either way.
 */
export function CampaignDetailEditor({
  id,
  onCreated,
}: {
  id: number | null;
  onCreated?: (detail: CampaignDetail) => void;
}) {
  const query = useQuery({ ...campaignDetailQuery(id ?? 0), enabled: id !== null });
  const detail = query.data ?? null;
  const names = useAccountNames(detail?.accounts ?? NO_ACCOUNTS);
  const save = useSaveCampaignDetail();
  // The form waits for the accounts' names once; after a save it stays (it already holds the names it saved).
  const [shown, setShown] = useState(id === null);
  if (!shown && detail && !names.isPending) setShown(true);
  // Removed from its own page: say so here, where the toast shows, with the way back to the list.
  const [removed, setRemoved] = useState<string | null>(null);
  useDocumentTitle(detail && removed === null ? pageTitle(detail.name, 'Campaign details') : undefined);
  const [headingRef, focusHeading] = useFocusTarget<HTMLHeadingElement>();
  const [removedHeadingRef, focusRemovedHeading] = useFocusTarget<HTMLHeadingElement>();

  if (removed !== null) {
    return (
      <Stack gap="lg">
        <Heading level={1} ref={removedHeadingRef} tabIndex={-1}>
          Campaign details removed
        </Heading>
        <Text>{`${removed} no longer exists.`}</Text>
        <Inline>
          <Link href={routes.campaignDetails} variant="button">
            Back to campaign details
          </Link>
        </Inline>
      </Stack>
    );
  }

  if (!shown) {
    return query.isError ? (
      <Banner tone="error">
        {query.error instanceof ApiError && query.error.status === 404 ? consoleTexts.notFound : m.detailLoadFailed}
      </Banner>
    ) : (
      <Skeleton variant="text" lines={12} aria-label="Loading the campaign details" />
    );
  }

  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          {detail ? detail.name : 'Create campaign details'}
        </Heading>
        <WhenLoaded when={!!detail} code={RemoveCampaignDetail}>
          {detail && (
            <RemoveCampaignDetail
              detail={detail}
              onRemoved={() => {
                setRemoved(detail.name);
                focusRemovedHeading();
              }}
            />
          )}
        </WhenLoaded>
      </Inline>
      <Card>
        <CampaignDetailForm
          detail={detail}
          accounts={names.accounts}
          save={(request) => save.mutateAsync({ id: detail?.id ?? null, request })}
          onSaved={(saved) => {
            if (!detail) onCreated?.(saved);
            focusHeading();
          }}
        />
      </Card>
    </Stack>
  );
}
