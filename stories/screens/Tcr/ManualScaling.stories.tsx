import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ManualScalingScreen from '../../../src/islands/tcr/scaling/ManualScalingScreen.tsx';
import { campaignManagementTexts } from '../../../src/shared/campaignManagementTexts.ts';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectSaidThrough,
  liveRegionsNow,
  expectNoSidewaysScroll,
  findToast,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
  expectListAnswers,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Manual scaling',
  component: ManualScalingScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: smallViewports },
    screen: { path: '/app/tcr/scaling' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/tcr/scaling (spec 2): accounts without a parent account, or parent accounts, with TCR ready and ' +
          'brand ids; each row scales to a use case under one of its brands. The mocked API holds 24 accounts ' +
          '(two pages) and 3 parent accounts.',
      },
    },
  },
} satisfies Meta<typeof ManualScalingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the scale dialog of a row from the keyboard. */
async function openScaleDialog(canvasElement: HTMLElement, name: string, title = 'Scale account') {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: `Scale ${name}` }, { timeout: 3000 });
  button.focus();
  await userEvent.keyboard('{Enter}');
  // The dialog's code loads from the button's focus; on a loaded machine that takes more than the default second.
  return within(await body(canvasElement).findByRole('dialog', { name: title }, { timeout: 5000 }));
}

/** The list call never answers: skeleton rows under the column headers. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /account_admin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Manual scaling' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Accounts' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** Accounts: TCR ready as a check or a cross, brand ids, a Scale button a row (disabled without a brand); 2 pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Accounts' }));
    await table.findByRole('rowheader', { name: 'Clínica Dental Bayamón' });
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await expect(table.getAllByRole('img', { name: 'TCR ready' }).length).toBeGreaterThan(0);
    await expect(table.getAllByRole('img', { name: 'Not TCR ready' }).length).toBeGreaterThan(0);
    await expect(table.getAllByText('BGDM001, BSDC002', { selector: 'td' })[0]).toBeVisible();
    await expect(table.getByRole('button', { name: 'Scale Clínica Dental Bayamón' })).toBeEnabled();
    await expect(table.getByRole('button', { name: 'Scale Dental Care Guaynabo' })).toBeDisabled();
    const views = canvas.getByRole('radiogroup', { name: 'Show' });
    await expect(within(views).getByRole('radio', { name: 'Accounts' })).toBeChecked();
    await expect(canvas.getByRole('navigation', { name: 'Accounts pages' })).toBeVisible();
  },
};

/** Parent accounts, from the address: three rows, so no pages (spec 9: only past 20). */
export const ParentAccounts: Story = {
  parameters: { screen: { path: '/app/tcr/scaling?view=parent_accounts' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Parent accounts' }));
    await table.findByRole('rowheader', { name: 'Grupo Dental Metro' });
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Show' })).getByRole('radio', { name: 'Parent accounts' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('navigation', { name: 'Parent accounts pages' })).toBeNull();
  },
};

/** A search nothing matches: the empty state, no pages. */
export const EmptySearch: Story = {
  parameters: { screen: { path: '/app/tcr/scaling?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search by name' })).toHaveValue('Vieques');
    // The count is said (and shown) as on the accounts list.
    await expect(await canvas.findByText('Filter Results (0)')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Accounts pages' })).toBeNull();
  },
};

/** The list cannot be loaded: an error banner in place of the table. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /account_admin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('An error occurred while loading accounts.');
    await expect(canvas.queryByRole('table', { name: 'Accounts' })).toBeNull();
  },
};

/** A row not marked TCR ready can still be scaled: its dialog says why, beside the cost warning. */
export const ScaleNotTcrReady: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Accounts' }));
    await table.findByRole('rowheader', { name: 'Clínica Dental Bayamón' });
    // The first row marked not ready that has a brand to scale with.
    const row = table.getAllByRole('row').find(
      (r) =>
        within(r).queryByRole('img', { name: 'Not TCR ready' }) &&
        !within(r)
          .queryByRole('button', { name: /^Scale / })
          ?.hasAttribute('disabled'),
    )!;
    const name = within(row).getByRole('rowheader').textContent!;
    const dialog = await openScaleDialog(canvasElement, name);
    await waitFor(() => expect(dialog.getByText(campaignManagementTexts.scaleNotTcrReady(name))).toBeVisible());
    await expect(dialog.getByText(campaignManagementTexts.scaleCost)).toBeVisible();
  },
};

/** The scale dialog from the keyboard: Low volume and the row's first brand chosen; Scale sends, the toast says so. */
export const ScaleDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openScaleDialog(canvasElement, 'Clínica Dental Bayamón');
    await waitFor(() => expect(dialog.getByText('Clínica Dental Bayamón')).toBeVisible());
    await expect(dialog.getByRole('button', { name: /Low volume/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /BGDM001/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Scale' })).toBeEnabled();
    // A campaign may be registered on the way, at a cost: said before Scale.
    await expect(dialog.getByText(campaignManagementTexts.scaleCost)).toBeVisible();
  },
};

/** Scale pressed and the call still running: the button says so. */
export const Scaling: Story = {
  beforeEach: withHandlers(pending('POST /campaign_management/scaling')),
  play: async ({ canvasElement }) => {
    const dialog = await openScaleDialog(canvasElement, 'Clínica Dental Bayamón');
    await userEvent.click(dialog.getByRole('button', { name: 'Scale' }));
    // The dialog may still be fading in.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Scaling' })).toBeVisible());
  },
};

/** A parent account scaled: the parent-account variant of spec 8's toast, and the dialog closes. */
export const ParentScaled: Story = {
  parameters: { screen: { path: '/app/tcr/scaling?view=parent_accounts' } },
  play: async ({ canvasElement }) => {
    const dialog = await openScaleDialog(canvasElement, 'Grupo Dental Metro', 'Scale parent account');
    await userEvent.click(dialog.getByRole('button', { name: 'Scale' }));
    await findToast(canvasElement, 'Parent account has been scaling successfully.');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The API refuses: spec 8's error toast, and the dialog stays open with the API's reason. */
export const ScaleFailed: Story = {
  beforeEach: withHandlers(
    failing('POST /campaign_management/scaling', 400, {
      account_ids: ["Not under the brand's legal entity: account 1041."],
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openScaleDialog(canvasElement, 'Clínica Dental Bayamón');
    await userEvent.click(dialog.getByRole('button', { name: 'Scale' }));
    await findToast(canvasElement, 'Error occurred while scaling account.');
    await expect(await dialog.findByText("Not under the brand's legal entity: account 1041.")).toBeVisible();
  },
};

/** A phone (390px): the accounts as cards with TCR Ready, brand ids and their Scale button; no sideways scrolling. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Accounts' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    const scale = within(cards).getByRole('button', { name: 'Scale Clínica Dental Bayamón' });
    await expect(scale).toBeEnabled();
    await expectInsideViewport(scale);
    await expect(within(cards).getAllByRole('img', { name: 'TCR ready' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table', { name: 'Accounts' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A search typed into the list's search field: its count of results is said whole ('Filter Results (N)'), through a
 * live region on the page from the start, as on the accounts list; an empty search says nothing.
 */
export const SearchCountIsSaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Accounts' });
    await expect(canvas.queryByText(/^Filter Results/)).toBeNull();
    const regions = liveRegionsNow(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'Dental');
    await expectListAnswers(canvas.getByRole('table', { name: 'Accounts' }), 'Dental');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};
