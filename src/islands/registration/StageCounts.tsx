import type { StageCount } from '../../shared/registration.ts';
import { trackTone } from '../../shared/registrationDisplay.ts';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_TRACKS,
  STATUS_LABELS,
  STEP_LABELS,
  TRACK_LABELS,
  TRACK_STEPS,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import { showRegistrationStage, type RegistrationFilters } from '../../stores/registrationList.ts';
import { Badge, Heading, Inline, Stack, Text, ToggleButton, ToggleButtonGroup } from '../../ui/index.ts';

interface StageLine {
  label: string;
  track: RegistrationTrack;
  /** The step of a line per step (the messaging chain chosen). */
  step?: RegistrationStep;
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
      track,
      step,
      counts: byStatus(stages.filter((s) => s.step === step)),
    }));
  }
  return REGISTRATION_TRACKS.filter((t) => !track || t === track).map((t) => ({
    label: TRACK_LABELS[t],
    track: t,
    counts: byStatus(stages.filter((s) => s.track === t)),
  }));
}

/** The status a line's counts show as chosen: the board's one status, on this line's track (and step). */
function chosenOn(line: StageLine, filters: RegistrationFilters): RegistrationStatus | undefined {
  const [status, ...more] = filters.status ?? [];
  const here = filters.track === line.track && (line.step === undefined || filters.step === line.step);
  return here && more.length === 0 ? status : undefined;
}

/**
 * The board's counts per stage (its search and parent account applied) under a heading: a toolbar per line whose
 * counts are filters, pressed to show the accounts at that stage and pressed again to show the whole track.
 */
export function StageCounts({ stages, filters }: { stages: readonly StageCount[]; filters: RegistrationFilters }) {
  const lines = stageLines(stages, filters.track).filter((line) => line.counts.length > 0);
  // Nothing to count (a search no account matches): the table's empty state says so.
  if (lines.length === 0) return null;
  return (
    <Stack gap="sm">
      <Heading level={2} size="sm">
        {texts.stages}
      </Heading>
      {lines.map((line) => {
        const chosen = chosenOn(line, filters);
        return (
          <Inline key={line.label} gap="xs">
            {/* The group's name, said once: as the toolbar's label. */}
            <Text weight="semibold" size="sm" aria-hidden="true">
              {line.label}
            </Text>
            <ToggleButtonGroup
              aria-label={line.label}
              selectionMode="multiple"
              selectedKeys={chosen ? [chosen] : []}
              onSelectionChange={(keys) => {
                const pressed = [...keys].find((key) => key !== chosen) as RegistrationStatus | undefined;
                showRegistrationStage(line.track, line.step, pressed);
              }}
            >
              {line.counts.map(({ status, count }) => (
                <ToggleButton key={status} id={status} size="sm">
                  <Badge size="sm" tone={trackTone({ status, lateness: null })}>
                    {texts.stageCount(STATUS_LABELS[status], count)}
                  </Badge>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Inline>
        );
      })}
    </Stack>
  );
}
