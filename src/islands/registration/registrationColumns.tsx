import { routes } from '../../shared/consoleRoutes.ts';
import type { RegistrationRow, TrackState } from '../../shared/registration.ts';
import {
  LATENESS_LABELS,
  REGISTRATION_TRACKS,
  STATUS_LABELS,
  STEP_LABELS,
  TRACK_LABELS,
  TRACK_STEPS,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import { Badge, Inline, Stack, Text, type BadgeTone, type DataTableColumn } from '../../ui/index.ts';

/** A wait within its range is neutral, past it a warning, far past it (or a failure) a danger. */
export function statusTone({ status, lateness }: Pick<TrackState, 'status' | 'lateness'>): BadgeTone {
  if (status === 'approved') return 'success';
  if (status === 'failed' || lateness === 'far_over') return 'danger';
  return lateness === 'late' ? 'warning' : 'neutral';
}

/** The status in words, with the lateness when the wait is past its range (the color only echoes it). */
const statusText = ({ status, lateness }: TrackState) =>
  lateness && lateness !== 'within'
    ? texts.statusLate(STATUS_LABELS[status], LATENESS_LABELS[lateness])
    : STATUS_LABELS[status];

/**
 * A provider error as the cell names it: a numeric code as "Error 30701", a registry outcome without one
 * ('UNVERIFIED', 'TAX_ID') by the name the API gives it ("Brand identity unverified"). The table of codes stays
 * on the server: the board's script budget has no room for it.
 */
const errorLabel = ({ code, title }: { code: string; title: string | null }) =>
  /^\d+$/.test(code) ? texts.errorCode(code) : (title ?? code);

/** One track's cell: its step (where the track has several), the status, the provider's error code, what to do. */
function TrackCell({ track, state }: { track: RegistrationTrack; state: TrackState }) {
  return (
    <Stack gap="xs">
      {TRACK_STEPS[track].length > 1 && <Text weight="medium">{texts.stepTitle(STEP_LABELS[state.step])}</Text>}
      <Inline gap="xs">
        <Badge size="sm" tone={statusTone(state)}>
          {statusText(state)}
        </Badge>
        {state.error?.code && (
          <Text size="sm" tone="danger">
            {errorLabel({ code: state.error.code, title: state.error.title })}
          </Text>
        )}
      </Inline>
      {state.next_action && (
        <Text size="sm" tone="muted">
          {state.next_action}
        </Text>
      )}
    </Stack>
  );
}

/** A row opens the account's messaging tab, where its registration chain is. */
export const registrationHref = (row: RegistrationRow) => routes.accountTab(row.account.id, 'twilio_configuration');

/** The account, then one column per track; the headers are also the cards' labels on small screens. */
export const registrationColumns: DataTableColumn<RegistrationRow>[] = [
  { id: 'account', header: texts.account, isRowHeader: true, cell: (row) => row.account.name },
  ...REGISTRATION_TRACKS.map((track): DataTableColumn<RegistrationRow> => ({
    id: track,
    header: TRACK_LABELS[track],
    cell: (row) => <TrackCell track={track} state={row[track]} />,
  })),
];
