import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ComboBox,
  ComboBoxItem,
  ReferenceField,
  ReferenceListField,
  Select,
  SelectItem,
  type ReferenceSearch,
} from '../../src/ui/index.ts';

/**
 * A required picker is announced as required, as a required TextField is (its input is `required`), both as it is
 * drawn before its code loads and once loaded. The asterisk is hidden from assistive technology, so what says it:
 * - a Select's button cannot carry aria-required (and React Aria hides its native select): its name, through the
 *   label's text, ends '(required)';
 * - a combo box's input carries aria-required;
 * - a chosen reference, or a list of them, is a group (no aria-required either): its name says '(required)'.
 */

const TYPES = [
  { id: 'PRIVATE_PROFIT', name: 'Private profit' },
  { id: 'NON_PROFIT', name: 'Non profit' },
];

interface Practice {
  id: number;
  name: string;
}
const PRACTICES: Practice[] = [
  { id: 1041, name: 'Clínica Dental Bayamón' },
  { id: 1057, name: 'Centro Dental Caguas' },
];
const search: ReferenceSearch<Practice> = { inputValue: '', onInputChange: () => {}, items: PRACTICES };

function CompanyType({ isRequired = true }: { isRequired?: boolean }) {
  return (
    <Select label="Company type" placeholder="Choose a type" items={TYPES} isRequired={isRequired}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

function ParentAccount({ chosen = null }: { chosen?: Practice | null }) {
  const [value, setValue] = useState(chosen);
  return <ReferenceField label="Parent account" isRequired value={value} onChange={setValue} search={search} />;
}

function AssociatedAccounts({ chosen = [] }: { chosen?: Practice[] }) {
  const [value, setValue] = useState(chosen);
  return (
    <ReferenceListField label="Associated accounts" isRequired value={value} onChange={setValue} search={search} />
  );
}

/** The loaded field: React Aria's elements carry data-rac, the drawings do not. */
const loaded = (element: HTMLElement) => element.hasAttribute('data-rac');

afterEach(cleanup);

// The order matters: the drawings are tested before anyone on the page has shown intent (which is for the page).
describe('required pickers, as drawn before their code loads', () => {
  it('a Select says (required) in its button name', () => {
    render(<CompanyType />);
    const button = screen.getByRole('button', { name: 'Choose a type Company type (required)' });
    expect(loaded(button)).toBe(false);
    // The mark a sighted person sees stays hidden from assistive technology (it would read 'star').
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('an optional Select does not', () => {
    render(<CompanyType isRequired={false} />);
    expect(screen.getByRole('button', { name: 'Choose a type Company type' })).toBeTruthy();
  });

  it('a ComboBox input is aria-required', () => {
    render(
      <ComboBox label="Account" isRequired items={PRACTICES}>
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>,
    );
    const input = screen.getByRole('combobox', { name: 'Account' });
    expect(loaded(input)).toBe(false);
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it("a ReferenceField's picker is aria-required", () => {
    render(<ParentAccount />);
    const input = screen.getByRole('combobox', { name: 'Parent account' });
    expect(loaded(input)).toBe(false);
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it("a ReferenceListField's group says (required), and its picker is aria-required while none is chosen", () => {
    render(<AssociatedAccounts />);
    const group = screen.getByRole('group', { name: 'Associated accounts (required)' });
    const input = within(group).getByRole('combobox', { name: 'Associated accounts' });
    expect(loaded(input)).toBe(false);
    expect(input.getAttribute('aria-required')).toBe('true');
  });
});

describe('required pickers, loaded', () => {
  it('a Select says (required) in its button name, as its drawing did', async () => {
    const user = userEvent.setup();
    render(<CompanyType />);
    await user.tab();
    await waitFor(() => expect(loaded(screen.getByRole('button', { name: /Company type/ }))).toBe(true));
    expect(screen.getByRole('button', { name: 'Choose a type Company type (required)' })).toBe(document.activeElement);
  });

  it('a ComboBox input is aria-required, as its drawing was', async () => {
    const user = userEvent.setup();
    render(
      <ComboBox label="Account" isRequired items={PRACTICES}>
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>,
    );
    await user.tab();
    await waitFor(() => expect(loaded(screen.getByRole('combobox', { name: 'Account' }))).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Account' }).getAttribute('aria-required')).toBe('true');
  });

  it('a chosen reference is a group whose name says (required); cleared, its picker is aria-required', async () => {
    const user = userEvent.setup();
    render(<ParentAccount chosen={PRACTICES[0]!} />);
    const group = screen.getByRole('group', { name: 'Parent account (required)' });
    expect(within(group).getByText('Clínica Dental Bayamón')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'Clear parent account' }));
    const input = await screen.findByRole('combobox', { name: 'Parent account' });
    await waitFor(() => expect(loaded(screen.getByRole('combobox', { name: 'Parent account' }))).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Parent account' }).getAttribute('aria-required')).toBe('true');
    expect(input).toBeTruthy();
  });

  it('a list of references says (required) in its name, chosen or not; its picker, until one is chosen', async () => {
    render(<AssociatedAccounts chosen={[PRACTICES[0]!]} />);
    const group = screen.getByRole('group', { name: 'Associated accounts (required)' });
    await waitFor(() =>
      expect(loaded(within(group).getByRole('combobox', { name: 'Associated accounts' }))).toBe(true),
    );
    // One is chosen: the field's requirement is met, as React Aria says of a multiple-choice combo box.
    expect(within(group).getByRole('combobox', { name: 'Associated accounts' }).getAttribute('aria-required')).toBe(
      null,
    );
  });
});
