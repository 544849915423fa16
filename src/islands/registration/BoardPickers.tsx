import { useEffect, useRef, useState } from 'react';
import { usePickerSearch } from '../../api/lookups.ts';
import { Box, Inline, ReferenceField, Select, SelectItem } from '../../ui/index.ts';

/** The pickers' words, kept here rather than in registrationTexts.ts so that the list's first load is without them. */
const texts = {
  step: 'Step',
  allSteps: 'All steps',
  parentAccount: 'Parent account',
  parentAccountPlaceholder: 'Search parent account',
  /** A parent account from the address, until the board's answer names it. */
  parentAccountId: (id: number) => `ID ${id}`,
};

export interface BoardPickersProps {
  /** The step picker's options (the chain's steps), or none when the track is one step. */
  steps: { id: string; label: string }[] | undefined;
  step: string | null;
  onStepChange: (step: string | undefined) => void;
  /** The chosen parent account, and its name once the board's answer gives it (a shared link has only its id). */
  parentId: number | undefined;
  parentName: string | undefined;
  onParentChange: (id: number | undefined) => void;
  /** Opened by the person (More filters): the first picker takes focus as it appears. */
  autoFocus: boolean;
}

/**
 * The board's step and parent account pickers. What they show of the board comes in as props: a module this chunk
 * shared with the board would be split out of the board's own chunk and cost the list's first load.
 */
export default function BoardPickers({
  steps,
  step,
  onStepChange,
  parentId,
  parentName,
  onParentChange,
  autoFocus,
}: BoardPickersProps) {
  const parentAccounts = usePickerSearch('parentAccount');
  // The one just picked names itself until the board's answer for it has come.
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const name = (id: number) => parentName ?? (picked?.id === id ? picked.name : texts.parentAccountId(id));
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) row.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [autoFocus]);

  return (
    <Inline ref={row} gap="md" align="start">
      {steps && (
        <Box flexGrow={1} maxWidth="sm">
          <Select
            label={texts.step}
            placeholder={texts.allSteps}
            items={steps}
            selectedKey={step}
            onSelectionChange={(key) => onStepChange(key === null ? undefined : String(key))}
            onClear={() => onStepChange(undefined)}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        </Box>
      )}
      <Box flexGrow={1} maxWidth="sm">
        <ReferenceField
          label={texts.parentAccount}
          placeholder={texts.parentAccountPlaceholder}
          value={parentId === undefined ? null : { id: parentId, name: name(parentId) }}
          onChange={(chosen) => {
            setPicked(chosen);
            onParentChange(chosen?.id);
          }}
          search={parentAccounts}
        />
      </Box>
    </Inline>
  );
}
