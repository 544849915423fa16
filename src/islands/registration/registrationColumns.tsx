import { routes } from '../../shared/consoleRoutes.ts';
import type { BoardTrack, RegistrationRow } from '../../shared/registration.ts';
import { errorLabel, trackStatusText, trackTone } from '../../shared/registrationDisplay.ts';
import {
  REGISTRATION_TRACKS,
  STEP_LABELS,
  TRACK_LABELS,
  TRACK_STEPS,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import { Badge, Inline, Link, Stack, Text, type DataTableColumn } from '../../ui/index.ts';
import { MatchedText } from '../shell/MatchedText.tsx';

/**
 * One track's cell: its step (where the track has several), the status, the provider's error code, and what to do:
 * a failure's fix is a link to the field that fixes it ("Link a legal entity" where the account has none).
 */
function TrackCell({ accountId, track, state }: { accountId: number; track: RegistrationTrack; state: BoardTrack }) {
  return (
    <Stack gap="xs">
      {TRACK_STEPS[track].length > 1 && <Text weight="medium">{texts.stepTitle(STEP_LABELS[state.step])}</Text>}
      <Inline gap="xs">
        <Badge size="sm" tone={trackTone(state)}>
          {trackStatusText(state)}
        </Badge>
        {state.error?.code && (
          <Text size="sm" tone="danger">
            {errorLabel({ code: state.error.code, title: state.error.title })}
          </Text>
        )}
      </Inline>
      {state.fix ? (
        <Link href={routes.registrationFix(accountId, state.fix)}>{state.fix.label}</Link>
      ) : (
        state.next_action && (
          <Text size="sm" tone="muted">
            {state.next_action}
          </Text>
        )
      )}
    </Stack>
  );
}

/** A row opens the account's messaging tab, where its registration chain is. */
export const registrationHref = (row: RegistrationRow) => routes.accountTab(row.account.id, 'twilio_configuration');

/** The account, then one column per track; the headers are also the cards' labels on small screens. */
export const registrationColumns = (search: string): DataTableColumn<RegistrationRow>[] => [
  {
    id: 'account',
    header: texts.account,
    isRowHeader: true,
    cell: (row) => <MatchedText text={row.account.name} search={search} />,
  },
  ...REGISTRATION_TRACKS.map((track): DataTableColumn<RegistrationRow> => ({
    id: track,
    header: TRACK_LABELS[track],
    cell: (row) => <TrackCell accountId={row.account.id} track={track} state={row[track]} />,
  })),
];
