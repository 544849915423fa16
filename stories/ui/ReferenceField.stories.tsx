import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containsMatches, searchKeyOf } from '../../src/shared/searchKey.ts';
import { ReferenceField, Stack, type ReferenceSearch } from '../../src/ui/index.ts';

interface Entity {
  id: number;
  name: string;
}

const ENTITIES: Entity[] = [
  { id: 10, name: 'Bright Smiles Guayama' },
  { id: 11, name: 'Bright Dental Ponce' },
  { id: 12, name: 'Centro Médico Arecibo' },
];

/** A search as the console's picker hook gives it (accents folded, matches marked), answered at once from a fixed list. */
function useFixedSearch(state: Partial<ReferenceSearch<Entity>>): ReferenceSearch<Entity> {
  const [inputValue, setInputValue] = useState('');
  const term = searchKeyOf(inputValue.trim());
  return {
    inputValue,
    onInputChange: setInputValue,
    items: term ? ENTITIES.filter((e) => searchKeyOf(e.name).includes(term)) : [],
    marks: (name) => containsMatches(name, inputValue),
    ...state,
  };
}

function LegalEntityField({
  initial,
  search,
  onChange,
  withLink = true,
  isRequired,
}: {
  initial: Entity | null;
  search?: Partial<ReferenceSearch<Entity>>;
  onChange: (value: Entity | null) => void;
  withLink?: boolean;
  isRequired?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const fixed = useFixedSearch(search ?? {});
  return (
    <Stack maxWidth="sm">
      <ReferenceField
        label="Legal entity"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        hrefFor={withLink ? (entity) => `#/app/tcr/legal_entities/${entity.id}` : undefined}
        search={fixed}
        placeholder="Search legal entity"
        isRequired={isRequired}
      />
    </Stack>
  );
}

const meta = {
  title: 'UI/ReferenceField',
  component: LegalEntityField,
  args: { initial: ENTITIES[0]!, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A reference to another record (spec 2, overview and wizard): when set, a link to it and a clear (x) button ' +
          "named after the label ('Clear legal entity'); when not, a remote search picker (ComboBox) fed by the " +
          "console's picker hook (`usePickerSearch`: 1 s pause, 'An unknown error has occurred' on failure). " +
          'Clearing sets null and puts focus in the picker. Bound to forms as `f.ReferenceField`.',
      },
    },
  },
} satisfies Meta<typeof LegalEntityField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Set: Story = {};

export const SetWithoutLink: Story = { args: { withLink: false } };

export const Empty: Story = { args: { initial: null } };

/**
 * `isRequired`: announced as required in both states, the asterisk being for the eye only. Chosen, the field is a
 * group (which cannot carry aria-required) whose name says '(required)'; cleared, the picker's input is aria-required.
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Legal entity (required)' });
    await expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Clear legal entity' }));
    const picker = await canvas.findByRole('combobox', { name: 'Legal entity' });
    await expect(picker).toHaveAttribute('aria-required', 'true');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Legal entity' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Legal entity' })).toHaveAttribute('aria-required', 'true');
  },
};

export const ClearThenPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bright Smiles Guayama' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear legal entity' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    // The field is drawn until its code loads, then replaced: look it up each time.
    const input = () => canvas.getByRole('combobox', { name: 'Legal entity' });
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('ponce');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Bright Dental Ponce' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(ENTITIES[1]);
    await expect(await canvas.findByRole('link', { name: 'Bright Dental Ponce' })).toBeVisible();
  },
};

export const Searching: Story = {
  args: { initial: null, search: { items: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Legal entity' }), 'bri');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
  },
};

export const SearchFailed: Story = {
  args: { initial: null, search: { items: [], loadError: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Legal entity' }), 'bri');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText('An unknown error has occurred').length).toBeGreaterThan(0));
  },
};

/**
 * Picked with the keyboard, the picker gives way to the chosen record's link, and focus moves onto it: the next Tab
 * goes on to the clear button, not back to the top of the page.
 */
export const PickByKeyboardFocusesTheLink: Story = {
  args: { initial: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = () => canvas.getByRole('combobox', { name: 'Legal entity' });
    await userEvent.click(input());
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('ponce');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('option', { name: 'Bright Dental Ponce' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(ENTITIES[1]);
    const link = await canvas.findByRole('link', { name: 'Bright Dental Ponce' });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(link));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear legal entity' })).toHaveFocus();
  },
};

/** Without a link to show, the chosen record's clear button takes focus. */
export const PickWithoutLinkFocusesClear: Story = {
  args: { initial: null, withLink: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = () => canvas.getByRole('combobox', { name: 'Legal entity' });
    await userEvent.click(input());
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('arecibo');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('option', { name: 'Centro Médico Arecibo' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const clear = await canvas.findByRole('button', { name: 'Clear legal entity' });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(clear));
    await expect(canvas.getByText('Centro Médico Arecibo')).toBeVisible();
  },
};

/** Each option marks what the search matched, accents folded: "medico" marks "Médico" (issue 40). */
export const MarksWhatMatched: Story = {
  args: { initial: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = () => canvas.getByRole('combobox', { name: 'Legal entity' });
    await userEvent.click(input());
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('medico');
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: 'Centro Médico Arecibo' });
    await expect(within(option).getByRole('mark')).toHaveTextContent(/^Médico$/);
  },
};
