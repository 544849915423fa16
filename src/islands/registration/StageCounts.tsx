import type { StageCount } from '../../shared/registration.ts';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_TRACKS,
  STATUS_LABELS,
  STEP_LABELS,
  TRACK_LABELS,
  TRACK_STEPS,
  type RegistrationStatus,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import { Badge, Heading, Inline, Stack, Text } from '../../ui/index.ts';
import { trackTone } from '../../shared/registrationDisplay.ts';

interface StageLine {
  label: string;
  counts: { status: RegistrationStatus; count: number }[];
}

/** The counts of these stages by status, in the rules' order, leaving out the statuses nobody is at. */
function byStatus(stages: readonly StageCount[]): StageLine['counts'] {
  return REGISTRATION_STATUSES.map((status) => ({
    status,
    count: stages.filter((stage) => stage.status === status).reduce((sum, stage) => sum + stage.count, 0),
  })).filter(({ count }) => count > 0);
}

/**
 * What the board counts: a line per track by status (the chosen track's only); for the messaging chain chosen, a line
 * per step of it, so the step where accounts gather shows.
 */
function stageLines(stages: readonly StageCount[], track: RegistrationTrack | undefined): StageLine[] {
  if (track && TRACK_STEPS[track].length > 1) {
    return TRACK_STEPS[track].map((step) => ({
      label: texts.stepTitle(STEP_LABELS[step]),
      counts: byStatus(stages.filter((s) => s.step === step)),
    }));
  }
  return REGISTRATION_TRACKS.filter((t) => !track || t === track).map((t) => ({
    label: TRACK_LABELS[t],
    counts: byStatus(stages.filter((s) => s.track === t)),
  }));
}

/** The board's counts per stage (its search and parent account applied), as short badges under a heading. */
export function StageCounts({
  stages,
  track,
}: {
  stages: readonly StageCount[];
  track: RegistrationTrack | undefined;
}) {
  const lines = stageLines(stages, track).filter((line) => line.counts.length > 0);
  // Nothing to count (a search no account matches): the table's empty state says so.
  if (lines.length === 0) return null;
  return (
    <Stack gap="sm">
      <Heading level={2} size="sm">
        {texts.stages}
      </Heading>
      {lines.map((line) => (
        <Inline key={line.label} gap="xs">
          <Text weight="semibold" size="sm">
            {line.label}
          </Text>
          {line.counts.map(({ status, count }) => (
            <Badge key={status} size="sm" tone={trackTone({ status, lateness: null })}>
              {texts.stageCount(STATUS_LABELS[status], count)}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  );
}
