import { useQuery } from '@tanstack/react-query';
import { loadFailure } from '../../../../api/errors.ts';
import { accountRegistrationQuery, useCheckRegistration } from '../../../../api/registration.ts';
import { routes } from '../../../../shared/consoleRoutes.ts';
import { formatDateTime } from '../../../../shared/format.ts';
import type { PanelTrack, RegistrationEvent } from '../../../../shared/registration.ts';
import { accountRegistrationTexts as texts } from '../../../../shared/accountRegistrationTexts.ts';
import { Badge, Button, Card, Heading, Inline, Link, LoadError, Skeleton, Stack, Text } from '../../../../ui/index.ts';

/** A status's tone: approved a success, a failure or a wait far past its range a danger, a late one a warning. */
function tone({ status, lateness }: PanelTrack) {
  if (status === 'approved') return 'success';
  if (status === 'failed' || lateness === 'far_over') return 'danger';
  return lateness === 'late' ? 'warning' : 'neutral';
}

/**
 * The account's Registration panel (issue 22): where it stands in the messaging chain, the TCR brand and the TCR
 * campaign, what to do next (a failed step says why, and links to the field that fixes it on another page), and
 * every status change the providers reported, the newest first. The API gives its words. While a track waits on a
 * provider, Check now asks the providers at once rather than when the reconciler next would.
 */
export function RegistrationPanel({ accountId }: { accountId: number }) {
  const query = useQuery(accountRegistrationQuery(accountId));
  const check = useCheckRegistration(accountId);
  const registration = query.data;
  const waiting =
    registration &&
    [registration.messaging, registration.brand, registration.campaign].some(
      ({ status }) => status === 'submitted' || status === 'in_review',
    );
  return (
    <Card as="section" aria-labelledby="registration-title">
      <Stack gap="md">
        <Inline gap="md" justify="between">
          <Heading level={2} size="md" id="registration-title">
            {texts.title}
          </Heading>
          {/* Kept once pressed, so focus stays on it when nothing waits any more after the answer. */}
          {(waiting || !check.isIdle) && (
            <Button size="sm" isPending={check.isPending} pendingLabel={texts.checking} onPress={() => check.mutate()}>
              {texts.checkNow}
            </Button>
          )}
        </Inline>
        <LoadError message={texts.loadError} {...loadFailure(query)} />
        {registration ? (
          <>
            <Stack as="ul" gap="md" aria-label={texts.tracks}>
              {[registration.messaging, registration.brand, registration.campaign].map((track) => (
                <Track key={track.title} accountId={accountId} track={track} />
              ))}
            </Stack>
            <Heading level={3} size="sm">
              {texts.timeline}
            </Heading>
            {registration.events.length === 0 ? (
              <Text tone="muted">{texts.timelineEmpty}</Text>
            ) : (
              <Stack as="ol" gap="xs" aria-label={texts.timeline}>
                {registration.events.map((event) => (
                  <TimelineEntry key={event.id} event={event} />
                ))}
              </Stack>
            )}
          </>
        ) : (
          !query.isError && <Skeleton variant="text" lines={6} aria-label={texts.title} />
        )}
      </Stack>
    </Card>
  );
}

function Track({ accountId, track }: { accountId: number; track: PanelTrack }) {
  const { fix } = track;
  // The end user's and the address's forms are on this tab: their fix is said, not linked.
  const elsewhere = fix && fix.form !== 'end_user' && fix.form !== 'address';
  return (
    <Stack as="li" gap="xs">
      <Heading level={3} size="sm">
        {track.title}
      </Heading>
      <Inline gap="xs">
        <Badge size="sm" tone={tone(track)}>
          {track.status_text}
        </Badge>
        {track.since && <Text size="sm">{formatDateTime(track.since)}</Text>}
        {track.error_label && (
          <Text size="sm" tone="danger">
            {track.error_label}
          </Text>
        )}
      </Inline>
      {track.error && track.error.text !== track.error_label && <Text size="sm">{track.error.text}</Text>}
      {fix ? (
        <>
          {elsewhere ? (
            <Link href={routes.registrationFix(accountId, fix)}>{fix.label}</Link>
          ) : (
            <Text weight="medium">{fix.label}</Text>
          )}
          <Text size="sm" tone="muted">
            {fix.explanation}
          </Text>
        </>
      ) : (
        <Text size="sm" tone="muted">
          {track.next_action}
        </Text>
      )}
    </Stack>
  );
}

function TimelineEntry({ event }: { event: RegistrationEvent }) {
  return (
    <Inline as="li" gap="xs">
      <Text size="sm" tone="muted">
        <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
      </Text>
      <Text size="sm">{event.text}</Text>
      {event.error_label && (
        <Text size="sm" tone="danger">
          {event.error_label}
        </Text>
      )}
    </Inline>
  );
}
