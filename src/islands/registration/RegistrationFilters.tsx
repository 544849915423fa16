import { useRef } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_TRACKS,
  STATUS_LABELS,
  STEP_LABELS,
  TRACK_LABELS,
  type RegistrationStatus,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import { registrationTexts as texts } from '../../shared/registrationTexts.ts';
import {
  setRegistrationFilter,
  setRegistrationSearch,
  type RegistrationFilters,
} from '../../stores/registrationList.ts';
import { Box, Button, Inline, ListSearchField, Text, ToggleButton, ToggleButtonGroup } from '../../ui/index.ts';

/** The track toolbar's key for every track. */
const ALL = 'all';

interface RegistrationFiltersProps {
  search: string;
  filters: RegistrationFilters;
  /** The chosen parent account's name, when a row on screen gives it (a reload or a shared link has only its id). */
  parentName: string | undefined;
}

/**
 * The board's search and filters, all kept in the address: the search and the track, then the status toggles and
 * Late only, then the filters only an address sets (the chain's step, a parent account), each with its Clear button.
 * The toolbars and plain buttons keep the list within its script budget (a Select or the parent account picker
 * would not).
 */
export function RegistrationListFilters({ search, filters, parentName }: RegistrationFiltersProps) {
  // An address filter's line goes with its Clear button: focus goes to the filter before it.
  const lateOnly = useRef<HTMLButtonElement>(null);
  const clear = (key: 'step' | 'parent_account') => {
    lateOnly.current?.focus();
    setRegistrationFilter(key, undefined);
  };

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
          ref={lateOnly}
          size="sm"
          isSelected={filters.late ?? false}
          onChange={(late) => setRegistrationFilter('late', late)}
        >
          {texts.lateOnly}
        </ToggleButton>
      </Inline>

      {filters.step !== undefined && (
        <AddressFilter
          text={texts.stepShown(texts.stepTitle(STEP_LABELS[filters.step]))}
          clearLabel={texts.clearStep}
          onClear={() => clear('step')}
        />
      )}
      {filters.parent_account !== undefined && (
        <AddressFilter
          text={texts.parentAccountShown(parentName ?? texts.parentAccountId(filters.parent_account))}
          clearLabel={texts.clearParentAccount}
          onClear={() => clear('parent_account')}
        />
      )}
    </>
  );
}

/** A filter only the address sets (a shared link, a bookmark), and the way back. */
function AddressFilter({ text, clearLabel, onClear }: { text: string; clearLabel: string; onClear: () => void }) {
  return (
    <Inline gap="sm">
      <Text>{text}</Text>
      <Button variant="quiet" size="sm" onPress={onClear}>
        {clearLabel}
      </Button>
    </Inline>
  );
}
