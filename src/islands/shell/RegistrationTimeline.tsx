import { formatDateTime } from '../../shared/format.ts';
import type { PanelTrack, RegistrationEvent } from '../../shared/registration.ts';
import { accountRegistrationTexts as texts } from '../../shared/accountRegistrationTexts.ts';
import { Badge, Heading, Inline, Link, Stack, Text } from '../../ui/index.ts';

/**
 * A status's tone: approved a success, a failure or a wait far past its range a danger, a late one a warning. The
 * board's `trackTone` (registrationDisplay.ts) says the same; importing it here splits that module out of the board's
 * chunk and put the board (120.1 KB) and the messaging tab (140.6) over their budgets, measured with bench:web.
 */
function tone({ status, lateness }: PanelTrack) {
  if (status === 'approved') return 'success';
  if (status === 'failed' || lateness === 'far_over') return 'danger';
  return lateness === 'late' ? 'warning' : 'neutral';
}

/**
 * One track as the Registration panel and the legal entity's brand area show it (a list item): its status since
 * when, the provider's code and words, and what to do next: a failure's fix, linked when `fixHref` says where.
 */
export function RegistrationTrackItem({ track, fixHref }: { track: PanelTrack; fixHref?: string }) {
  const { fix } = track;
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
          {fixHref ? <Link href={fixHref}>{fix.label}</Link> : <Text weight="medium">{fix.label}</Text>}
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

/**
 * The status changes the providers reported, the newest first, under their heading (or that there are none); when
 * the API cut it at its length, says that the older ones are kept.
 */
export function RegistrationTimeline({ events, cut }: { events: readonly RegistrationEvent[]; cut: boolean }) {
  return (
    <>
      <Heading level={3} size="sm">
        {texts.timeline}
      </Heading>
      {events.length === 0 ? (
        <Text tone="muted">{texts.timelineEmpty}</Text>
      ) : (
        <Stack as="ol" gap="xs" aria-label={texts.timeline}>
          {events.map((event) => (
            <Inline as="li" key={event.id} gap="xs">
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
          ))}
        </Stack>
      )}
      {cut && (
        <Text size="sm" tone="muted">
          {texts.timelineCut(events.length)}
        </Text>
      )}
    </>
  );
}
