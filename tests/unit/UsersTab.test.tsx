import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/api/queryClient.ts';
import AccountProfileScreen from '../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import { $auth } from '../../src/stores/auth.ts';
import { apiHandlers, clinicaBayamon, failing } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';
import { userTexts } from '../../src/shared/userTexts.ts';

listenToMockApi();

beforeEach(() => {
  mockServer.use(...apiHandlers());
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', `/app/accounts/${clinicaBayamon.id}/users`);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

async function usersList() {
  render(<AccountProfileScreen accountId={clinicaBayamon.id} />);
  return within(await screen.findByRole('list', { name: 'Users' }, { timeout: 3000 }));
}

describe('account profile, users tab', () => {
  it('deactivates a user once asked, with the spec 8 toast, and the row then offers Activate', async () => {
    const user = userEvent.setup();
    const list = await usersList();
    await user.click(list.getByRole('button', { name: 'Deactivate Luis Figueroa' }));
    // Cancel changes nothing.
    let ask = within(await screen.findByRole('alertdialog', { name: 'Deactivate Luis Figueroa?' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(list.getByRole('button', { name: 'Deactivate Luis Figueroa' })).toBeTruthy();
    expect(screen.queryByText(userTexts.stateSaved)).toBeNull();

    await user.click(list.getByRole('button', { name: 'Deactivate Luis Figueroa' }));
    ask = within(await screen.findByRole('alertdialog', { name: 'Deactivate Luis Figueroa?' }));
    expect(ask.getByText(/can no longer sign in, and their sessions end now/)).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(userTexts.stateSaved, {}, { timeout: 3000 })).toBeTruthy();
    expect(await list.findByRole('button', { name: 'Activate Luis Figueroa' })).toBeTruthy();
    expect(list.getAllByText('Inactive')).toHaveLength(2);
  });

  it("creates a user named with letters of any language, as Django's rule allows ('ñoño')", async () => {
    const user = userEvent.setup();
    await usersList();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    const fill = (name: string, text: string) => user.type(dialog.getByRole('textbox', { name }), text);
    await fill('Username', 'ñoño');
    await fill('Email', 'nono@clinica.pr');
    await fill('First name', 'Ñoño');
    await fill('Last name', 'Pérez');
    await user.type(dialog.getByLabelText('Password'), 'Sol-de-Enero-77');
    await user.type(dialog.getByLabelText('Confirm password'), 'Sol-de-Enero-77');
    await user.click(dialog.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText(userTexts.created, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(userTexts.usernameFormat)).toBeNull();
  });

  it('keeps the user as it was and says so when the new state cannot be saved', async () => {
    mockServer.use(failing('PATCH /users/:id'));
    const user = userEvent.setup();
    const list = await usersList();
    await user.click(list.getByRole('button', { name: 'Activate Ana Colón' }));

    expect(await screen.findByText(userTexts.stateFailed, {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(list.getByRole('button', { name: 'Activate Ana Colón' })).toBeTruthy());
  });
});
