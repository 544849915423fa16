import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
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
import {
  setRegistrationFilter,
  setRegistrationSearch,
  type RegistrationFilters,
} from '../../stores/registrationList.ts';
import {
  Box,
  Button,
  Inline,
  ListSearchField,
  preloadable,
  ToggleButton,
  ToggleButtonGroup,
  useLoaded,
} from '../../ui/index.ts';

/** The track toolbar's key for every track. */
const ALL = 'all';

interface RegistrationFiltersProps {
  search: string;
  filters: RegistrationFilters;
  /** The chosen parent account's name, as the board's answer gives it (a shared link has only its id). */
  parentName: string | undefined;
}

/** The step picker's options: the chain's steps (a TCR track is one step, which its toggle says). */
const chainSteps = () => TRACK_STEPS.messaging.map((step) => ({ id: step, label: texts.stepTitle(STEP_LABELS[step]) }));

// The step and parent account pickers (Select, ReferenceField and their search) load when asked for: More filters,
// or an address that sets one of them.
const BoardPickers = preloadable(() => import('./BoardPickers.tsx'));

/**
 * The board's search and filters, all kept in the address: the search and the track, then the status toggles and
 * Late only, then (More filters) the step and the parent account.
 */
export function RegistrationListFilters({ search, filters, parentName }: RegistrationFiltersProps) {
  // Once shown they stay, so clearing both leaves focus where it was (the parent account's search).
  const fromAddress = filters.step !== undefined || filters.parent_account !== undefined;
  const [open, setOpen] = useState<'asked' | 'address' | false>(fromAddress && 'address');
  if (fromAddress && !open) setOpen('address');
  const preload = () => void BoardPickers.preload();
  // More filters stays, with its focus, until the pickers' code is there to take its place.
  const shown = useLoaded(BoardPickers, open !== false) && open !== false;

  return (
    <>
      <Inline gap="md" align="end">
        <Box flexGrow={1} maxWidth="md">
          <ListSearchField
            placeholder={texts.searchPlaceholder}
            value={search}
            onCommit={setRegistrationSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <ToggleButtonGroup
          aria-label={texts.track}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filters.track ?? ALL]}
          onSelectionChange={(keys) => {
            const [track] = [...keys];
            setRegistrationFilter('track', track === ALL ? undefined : (track as RegistrationTrack));
          }}
        >
          {[ALL, ...REGISTRATION_TRACKS].map((track) => (
            <ToggleButton key={track} id={track} size="sm">
              {track === ALL ? texts.allTracks : TRACK_LABELS[track as RegistrationTrack]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Inline>

      <Inline gap="md">
        <ToggleButtonGroup
          aria-label={texts.status}
          selectionMode="multiple"
          selectedKeys={filters.status ?? []}
          onSelectionChange={(keys) => setRegistrationFilter('status', [...keys] as RegistrationStatus[])}
        >
          {REGISTRATION_STATUSES.map((status) => (
            <ToggleButton key={status} id={status} size="sm">
              {STATUS_LABELS[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButton
          size="sm"
          isSelected={filters.late ?? false}
          onChange={(late) => setRegistrationFilter('late', late)}
        >
          {texts.lateOnly}
        </ToggleButton>
        {!shown && open !== 'address' && (
          <Button variant="quiet" size="sm" onHoverStart={preload} onFocus={preload} onPress={() => setOpen('asked')}>
            {texts.moreFilters}
          </Button>
        )}
      </Inline>

      {shown && (
        <BoardPickers
          steps={filters.track && filters.track !== 'messaging' ? undefined : chainSteps()}
          step={filters.step ?? null}
          onStepChange={(step) => setRegistrationFilter('step', step as RegistrationStep | undefined)}
          parentId={filters.parent_account}
          parentName={parentName}
          onParentChange={(id) => setRegistrationFilter('parent_account', id)}
          autoFocus={open === 'asked'}
        />
      )}
    </>
  );
}
