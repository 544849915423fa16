import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select, SelectItem } from '../../src/ui/index.ts';

const CALENDARS = [
  { id: '0', name: 'Rescue (standalone)' },
  { id: '1', name: 'Open Dental' },
];

function CalendarSelect() {
  return (
    <Select label="Calendar type" items={CALENDARS} defaultSelectedKey="1">
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

// The order matters: the first test runs before anyone on the page has shown intent.
describe('Select before and after intent', () => {
  it('draws the chosen option and its label before its code loads', () => {
    render(<CalendarSelect />);
    const button = screen.getByRole('button', { name: 'Open Dental Calendar type' });
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on the first option when Enter reaches the drawing, and that Enter picks nothing', async () => {
    const user = userEvent.setup();
    render(<CalendarSelect />);
    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Calendar type' }, { timeout: 5000 });
    expect(within(listbox).getByRole('option', { name: 'Open Dental' }).getAttribute('aria-selected')).toBe('true');
    // The real select has focus behind the open list, and the list stays open after Enter's keyup.
    expect(screen.getByRole('listbox', { name: 'Calendar type' })).toBeTruthy();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Rescue \(standalone\)/ })).toBeTruthy();
  });
});
