import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegistrationBoardScreen from '../../../src/islands/registration/RegistrationBoardScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  isLateRow,
  registrationBoardCapped,
  registrationHandlers,
  registrationRows,
} from '../../../tests/support/api-mocks/registration/board.ts';
import {
  expectInsideViewport,
  expectNoSidewaysScroll,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/Registration/Registration board',
  component: RegistrationBoardScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: smallViewports },
    screen: { path: '/app/registration' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/registration (issue 22): one row per account with its stage in the messaging chain, the TCR brand ' +
          'and the TCR campaign, the most stuck first; search, track, step, statuses, late only and parent ' +
          'account in the address; the counts per stage; cards on small screens. The API is mocked by ' +
          'tests/support/api-mocks/registration/board.ts: the 24 practices at varied stages, 20 a page.',
      },
    },
  },
} satisfies Meta<typeof RegistrationBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The board's rows (the header row left out) once they are those of the address. */
async function boardRows(canvasElement: HTMLElement, count: number) {
  const table = await within(canvasElement).findByRole('table', { name: 'Registration board' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  await waitFor(() => expect(table.closest('[aria-busy]')).toBeNull());
  return within(table).getAllByRole('row').slice(1);
}

/** The board call never answers: skeleton rows under the column headers. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /registration')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Registration board' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    for (const name of ['Account', 'Messaging chain', 'TCR brand', 'TCR campaign']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
  },
};

/**
 * The first page, the most stuck first: failures (the oldest first), then the waits furthest past their range.
 * Each account opens its messaging tab; each track says its status (and lateness), the provider's code and what to
 * do next. Above the table, the counts per track and status.
 */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await boardRows(canvasElement, 20);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Registration' })).toHaveAttribute('aria-current', 'page');

    const first = within(rows[0]!);
    await expect(first.getByRole('link', { name: 'Centro de Implantes Ponce' })).toHaveAttribute(
      'href',
      '/app/accounts/1057/twilio_configuration',
    );
    await expect(first.getByText('A2P brand')).toBeVisible();
    await expect(first.getAllByText('Failed')).toHaveLength(2);
    await expect(first.getAllByText('Error 30701')).toHaveLength(2);
    // Its fix is on a legal entity the account has none of: the next action links to its overview's picker.
    const linkFirst = first.getAllByRole('link', { name: 'Link a legal entity' });
    await expect(linkFirst).toHaveLength(2);
    await expect(linkFirst[0]).toHaveAttribute('href', '/app/accounts/1057/overview?fix=legal_entity&account=1057');

    const farOver = within(rows.find((row) => within(row).queryByText('Smile Studio Condado'))!);
    await expect(farOver.getAllByText('In review, far over')).toHaveLength(2);
    await expect(farOver.getAllByText('Waiting on provider: vetting, day 91 of 14-42')).toHaveLength(2);
    await expect(within(rows.at(-1)!).getAllByText('Nothing to do: registered')).toHaveLength(3);
    // A registry outcome without a numeric code is named, not shown as a code.
    const taxId = within(rows.find((row) => within(row).queryByText('Centro Pediátrico del Este'))!);
    await expect(taxId.getByText('Brand feedback: tax ID mismatch')).toBeVisible();

    const stages = canvas.getByRole('heading', { level: 2, name: 'Accounts by stage' }).parentElement!;
    const brandCounts = within(stages).getByRole('toolbar', { name: 'TCR brand' });
    await expect(within(brandCounts).getByRole('button', { name: 'Approved: 14' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('navigation', { name: 'Registration pages' })).toBeVisible();
  },
};

/**
 * The counts per stage are filters: pressing TCR brand's Failed shows those accounts (the track toolbar and the
 * address follow, the count is said), pressing it again the whole track.
 */
export const StageCountsFilter: Story = {
  name: 'Stage counts filter',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardRows(canvasElement, 20);
    const stages = canvas.getByRole('heading', { level: 2, name: 'Accounts by stage' }).parentElement!;
    const failed = within(within(stages).getByRole('toolbar', { name: 'TCR brand' })).getByRole('button', {
      name: /^Failed: /,
    });
    const count = Number(/\d+/.exec(failed.textContent ?? '')![0]);
    await userEvent.click(failed);
    await waitFor(() => expect(location.search).toBe('?track=brand&status=failed'));
    await boardRows(canvasElement, count);
    await expect(canvas.getByText(`Filter Results (${count})`)).toBeVisible();
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Track' })).getByRole('radio', { name: 'TCR brand' }),
    ).toBeChecked();
    const pressed = within(within(stages).getByRole('toolbar', { name: 'TCR brand' })).getByRole('button', {
      name: /^Failed: /,
    });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    await waitFor(() => expect(location.search).toBe('?track=brand'));
    await expect(pressed).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A search no account matches: the empty state, no counts and no pages. */
export const Empty: Story = {
  parameters: { screen: { path: '/app/registration?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search by account name' })).toHaveValue('Vieques');
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(canvas.getByText('Try another search or filter.')).toBeVisible();
    await expect(canvas.getByText('Filter Results (0)')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Accounts by stage' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Registration pages' })).toBeNull();
  },
};

/**
 * A search past the count cap (a common word at a million accounts): the count says 10,000+, and in place of the
 * counts by stage, which the API does not count for it, how to get them.
 */
export const BroadSearch: Story = {
  name: 'Broad search (count capped)',
  parameters: { screen: { path: '/app/registration?search=dental' } },
  beforeEach: withHandlers(registrationBoardCapped()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filter Results (10,000+)')).toBeVisible();
    await expect(
      canvas.getByText('Over 10,000 accounts match: search a longer name to see them counted by stage.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Accounts by stage' })).toBeNull();
    const rows = await within(await canvas.findByRole('table', { name: 'Registration board' })).findAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(canvas.getByRole('navigation', { name: 'Registration pages' })).toBeVisible();
  },
};

const lateRows = registrationRows.filter(isLateRow);

/** Every account the API holds is stuck: each row has a failure or a wait past its range, in words. */
export const AllLate: Story = {
  name: 'All late',
  beforeEach: withHandlers(...registrationHandlers(lateRows)),
  play: async ({ canvasElement }) => {
    const rows = await boardRows(canvasElement, lateRows.length);
    for (const row of rows) {
      await expect(
        within(row).getAllByText(/^(Failed|(Submitted|In review), (late|far over))$/).length,
      ).toBeGreaterThan(0);
    }
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Registration pages' })).toBeNull();
  },
};

/** The board cannot be loaded: the error with its way out, and no table. */
export const LoadError: Story = {
  name: 'Load error',
  beforeEach: withHandlers(failing('GET /registration')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The registration board could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table', { name: 'Registration board' })).toBeNull();
  },
};

/**
 * Filters from the address (a shared link): the messaging chain's use cases in review. The toolbars and the step
 * picker (with its Clear button) show them, and the counts go by step.
 */
export const Filtered: Story = {
  name: 'Filtered (from the address)',
  parameters: { screen: { path: '/app/registration?track=messaging&step=a2p_use_case&status=in_review' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await boardRows(canvasElement, 5);
    await expect(within(rows[0]!).getByRole('link', { name: 'Smile Studio Condado' })).toBeVisible();
    const tracks = canvas.getByRole('radiogroup', { name: 'Track' });
    await expect(within(tracks).getByRole('radio', { name: 'Messaging chain' })).toBeChecked();
    await expect(within(tracks).getByRole('radio', { name: 'All tracks' })).not.toBeChecked();
    const statuses = canvas.getByRole('toolbar', { name: 'Status' });
    await expect(within(statuses).getByRole('button', { name: 'In review' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(statuses).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'false');
    // The address sets a step: the pickers are there from the start, without More filters.
    await expect(await canvas.findByRole('button', { name: /Step/ })).toHaveTextContent('A2P use case');
    await expect(canvas.getByRole('button', { name: 'Clear step' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More filters' })).toBeNull();
    await expect(canvas.getByText('Filter Results (5)')).toBeVisible();
    const stages = canvas.getByRole('heading', { level: 2, name: 'Accounts by stage' }).parentElement!;
    await expect(within(stages).getByText('A2P use case')).toBeVisible();
    await expect(within(stages).getByText('In review: 5')).toBeVisible();
  },
};

/**
 * The track from the keyboard, as native radios: Tab enters the track group on the chosen track (All tracks), the
 * arrows move and choose (the address and the rows follow at once), round from the last track to the first.
 */
export const TrackWithTheArrows: Story = {
  name: 'Track with the arrows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardRows(canvasElement, 20);
    const tracks = canvas.getByRole('radiogroup', { name: 'Track' });
    const track = (name: string) => within(tracks).getByRole('radio', { name });
    canvas.getByRole('searchbox').focus();
    await userEvent.tab();
    await expect(track('All tracks')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(track('Messaging chain')).toHaveFocus();
    await expect(track('Messaging chain')).toBeChecked();
    await waitFor(() => expect(location.search).toBe('?track=messaging'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(track('TCR campaign')).toBeChecked();
    await waitFor(() => expect(location.search).toBe('?track=campaign'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(track('All tracks')).toBeChecked();
    await waitFor(() => expect(location.search).toBe(''));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(track('TCR campaign')).toHaveFocus();
    await waitFor(() => expect(location.search).toBe('?track=campaign'));
    await expect(track('All tracks')).not.toBeChecked();
  },
};

/**
 * The filters from the keyboard, on a parent account's practices (from the address): the Failed status, Late only,
 * then Clear parent account. Each narrows or widens the rows and goes into the address (back to page 1), the count
 * is said, and focus goes to the parent account's search once it is cleared.
 */
export const FilterWithTheKeyboard: Story = {
  name: 'Filter with the keyboard',
  parameters: { screen: { path: '/app/registration?parent_account=12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardRows(canvasElement, 6);
    const statuses = canvas.getByRole('toolbar', { name: 'Status' });
    within(statuses).getByRole('button', { name: 'Not started' }).focus();
    for (let step = 0; step < 4; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(within(statuses).getByRole('button', { name: 'Failed' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(location.search).toBe('?status=failed&parent_account=12'));
    const failed = await boardRows(canvasElement, 1);
    await expect(within(failed[0]!).getByRole('link', { name: 'Centro Pediátrico del Este' })).toBeVisible();
    await expect(canvas.getByText('Filter Results (1)')).toBeVisible();

    await userEvent.tab();
    const late = canvas.getByRole('button', { name: 'Late only' });
    await expect(late).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(location.search).toBe('?status=failed&late=true&parent_account=12'));
    await expect(late).toHaveAttribute('aria-pressed', 'true');

    // The step picker, then the parent account's name (from the rows) and its Clear button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Step/ })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Parent account' })).toHaveTextContent(
      'Sonrisas del Caribe Holdings',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear parent account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.search).toBe('?status=failed&late=true'));
    await boardRows(canvasElement, 5);
    await expect(canvas.getByText('Filter Results (5)')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Parent account' })).toHaveFocus());
  },
};

/**
 * The step and parent account pickers from the keyboard: More filters shows them with focus on the step, which takes
 * the messaging chain's A2P brand step, then a parent account found by name. Each goes into the address and narrows
 * the rows; Clear step widens them again.
 */
export const PickStepAndParentAccount: Story = {
  name: 'Pick a step and a parent account',
  parameters: { screen: { path: '/app/registration?track=messaging' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await boardRows(canvasElement, 20);
    await expect(canvas.queryByRole('button', { name: /Step/ })).toBeNull();
    canvas.getByRole('button', { name: 'Late only' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The pickers' code loads; the step picker takes focus as it appears, then its own code loads in its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Step/ })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Step/ })).toHaveTextContent('All steps');
    await expect(canvas.queryByRole('button', { name: 'More filters' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    const steps = await body.findByRole('listbox', { name: 'Step' });
    await expect(
      within(steps)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sub-account', 'Starter profile', 'End user', 'Address', 'A2P profile', 'A2P brand', 'A2P use case']);
    await userEvent.click(within(steps).getByRole('option', { name: 'A2P brand' }));
    await waitFor(() => expect(location.search).toBe('?track=messaging&step=a2p_brand'));
    await expect(canvas.getByRole('button', { name: /Step/ })).toHaveTextContent('A2P brand');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear step' })).toHaveFocus();
    await userEvent.tab();
    const parent = canvas.getByRole('combobox', { name: 'Parent account' });
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Parent account' })).toHaveFocus());
    await userEvent.keyboard('Grupo');
    const options = await body.findByRole('listbox');
    await userEvent.click(await within(options).findByRole('option', { name: 'Grupo Dental Metro' }));
    await waitFor(() => expect(location.search).toBe('?track=messaging&step=a2p_brand&parent_account=11'));
    await expect(canvas.getByRole('group', { name: 'Parent account' })).toHaveTextContent('Grupo Dental Metro');
    await expect(canvas.getByRole('button', { name: 'Clear parent account' })).toHaveFocus();
    await expect(parent).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear step' }));
    await waitFor(() => expect(location.search).toBe('?track=messaging&parent_account=11'));
    await expect(canvas.getByRole('button', { name: /Step/ })).toHaveTextContent('All steps');
  },
};

/** A phone (390px): the accounts as cards titled by their account's link, each track labelled; nothing scrolls sideways. */
export const SmallViewport: Story = {
  name: 'Small viewport',
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Registration board' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    const first = within(cards).getAllByRole('listitem')[0]!;
    const link = within(first).getByRole('link', { name: 'Centro de Implantes Ponce' });
    await expect(link).toHaveAttribute('href', '/app/accounts/1057/twilio_configuration');
    for (const label of ['Messaging chain', 'TCR brand', 'TCR campaign']) {
      await expect(within(first).getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByRole('table', { name: 'Registration board' })).toBeNull();
    await expectInsideViewport(canvas.getByRole('heading', { level: 1, name: 'Registration' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
