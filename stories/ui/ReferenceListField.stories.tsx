import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReferenceListField, Stack, type ReferenceSearch } from '../../src/ui/index.ts';

interface Account {
  id: number;
  name: string;
}

const ACCOUNTS: Account[] = [
  { id: 1, name: 'Bright Smiles Guayama' },
  { id: 2, name: 'Bright Dental Ponce' },
  { id: 3, name: 'Centro Médico Arecibo' },
];

/** A search as the console's picker hook gives it, answered at once from a fixed list. */
function useFixedSearch(state: Partial<ReferenceSearch<Account>>): ReferenceSearch<Account> {
  const [inputValue, setInputValue] = useState('');
  const term = inputValue.trim().toLowerCase();
  return {
    inputValue,
    onInputChange: setInputValue,
    items: term ? ACCOUNTS.filter((a) => a.name.toLowerCase().includes(term)) : [],
    ...state,
  };
}

function AccountsField({
  initial,
  search,
  onChange,
  withLinks = true,
  errorMessage,
  isRequired,
}: {
  initial: Account[];
  search?: Partial<ReferenceSearch<Account>>;
  onChange: (value: Account[]) => void;
  withLinks?: boolean;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const fixed = useFixedSearch(search ?? {});
  return (
    <Stack maxWidth="sm">
      <ReferenceListField
        label="Accounts"
        description="The accounts this legal entity answers for."
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        hrefFor={withLinks ? (account) => `#/app/accounts/${account.id}` : undefined}
        search={fixed}
        placeholder="Search account"
        isInvalid={errorMessage != null}
        errorMessage={errorMessage}
        isRequired={isRequired}
      />
    </Stack>
  );
}

const meta = {
  title: 'UI/ReferenceListField',
  component: AccountsField,
  args: { initial: ACCOUNTS.slice(0, 2), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Several references to other records (an accounts association): the chosen ones as chips, each with a remove button named 'Remove <name>' " +
          '(Delete or Backspace on a focused chip), and under them a remote search picker (ComboBox, the same `ReferenceSearch` as ReferenceField, so ' +
          '`usePickerSearch` plugs in) that adds the picked record and empties its text. Chosen records are not offered again. With `hrefFor` the chips link ' +
          'to their records. Bound to forms as `f.ReferenceListField`.',
      },
    },
  },
} satisfies Meta<typeof AccountsField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

export const ChosenWithoutLinks: Story = { args: { withLinks: false } };

export const Empty: Story = { args: { initial: [] } };

export const Invalid: Story = { args: { initial: [], errorMessage: 'Choose at least one account.' } };

/**
 * Keyboard: remove a chip with its button, search and add one with the arrows and Enter, Delete the rest. A behaviour
 * test with no picture: it ends as Empty does (focus in the picker), and the list's exit animation there sometimes
 * never finishes in the test browser, so a picture would come some runs and not others.
 */
export const Keyboard: Story = {
  args: { withLinks: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Focus in the picker shows intent to use the field: the chips' code loads (until then they are drawn).
    const input = () => canvas.getByRole('combobox', { name: 'Accounts' });
    input().focus();
    await canvas.findByRole('grid', { name: 'Accounts' });
    await waitFor(() => expect(input()).toHaveFocus());

    // Shift+Tab back to the last chip's remove button; Enter removes the chip.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Bright Dental Ponce' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([ACCOUNTS[0]]);

    // On to the picker: typing searches, ArrowDown and Enter add the record and empty the text.
    input().focus();
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('bright');
    // The chosen one is not offered again.
    await waitFor(() => expect(body.getByRole('option', { name: 'Bright Dental Ponce' })).toBeVisible());
    await expect(body.queryByRole('option', { name: 'Bright Smiles Guayama' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([ACCOUNTS[0], ACCOUNTS[1]]);
    await waitFor(() => expect(input()).toHaveValue(''));
    await expect(canvas.getByRole('row', { name: 'Bright Dental Ponce' })).toBeVisible();

    // Delete on each chip removes it; with the last one gone, focus is in the picker.
    canvas.getByRole('row', { name: 'Bright Smiles Guayama' }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Bright Dental Ponce' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await waitFor(() => expect(input()).toHaveFocus());
  },
};

export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A pointer over the chips loads their code (until then they are drawn, without links).
    await userEvent.hover(canvas.getByText('Bright Dental Ponce'));
    const chip = await canvas.findByRole('row', { name: 'Bright Dental Ponce' });
    await waitFor(() => expect(chip).toHaveAttribute('data-href', '#/app/accounts/2'));
    await expect(canvas.getByRole('button', { name: 'Remove Bright Dental Ponce' })).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { initial: [], search: { items: [], loadError: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Accounts' }), 'bri');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText('An unknown error has occurred').length).toBeGreaterThan(0));
  },
};

/**
 * The picker's list open under the chosen accounts: while it is open the chips (links and remove buttons) are inert,
 * neither reachable nor read, not only hidden with aria-hidden. Ends with the list open, for the story's axe check.
 */
export const ListOpenUnderChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = () => canvas.getByRole('combobox', { name: 'Accounts' });
    input().focus();
    // Focus in the picker shows intent: the chips' code loads (until then they are drawn).
    const chips = await canvas.findByRole('grid', { name: 'Accounts' });
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('arecibo');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Centro Médico Arecibo' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await expect(input()).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]!.id);
    await expect(chips.closest('[inert]')).not.toBeNull();
  },
};

/**
 * `isRequired`: the field's group says '(required)' in its name (a group cannot carry aria-required; the asterisk is
 * for the eye only), and its picker's input is aria-required until a record is chosen, as React Aria marks a
 * multiple-choice combo box's: removing the last chip makes it required again.
 */
export const Required: Story = {
  args: { isRequired: true, initial: ACCOUNTS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Accounts (required)' });
    await expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const picker = () => within(group).getByRole('combobox', { name: 'Accounts' });
    await expect(picker()).not.toHaveAttribute('aria-required');
    await userEvent.click(await within(group).findByRole('button', { name: 'Remove Bright Smiles Guayama' }));
    await waitFor(() => expect(picker()).toHaveFocus());
    await expect(picker()).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('group', { name: 'Accounts (required)' })).toBeVisible();
  },
};
