import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CampaignDetailsScreen from '../../../src/islands/tcr/campaign-details/CampaignDetailsScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectSaidThrough,
  liveRegionsNow,
  expectNoSidewaysScroll,
  findToast,
  NARROW_PHONE,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
  expectListAnswers,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Campaign details',
  component: CampaignDetailsScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/tcr/campaign_details' } satisfies ScreenParameters,
    viewport: { options: smallViewports },
    docs: {
      description: {
        component:
          '/app/tcr/campaign_details (spec 2): search by name (1 s pause) and pages in the address, previews of ' +
          'both texts cut to 100 characters with the whole text in a tooltip, removal only without associated ' +
          'accounts. The mocked API holds 24 campaign details.',
      },
    },
  },
} satisfies Meta<typeof CampaignDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG_FLOW =
  'Patients opt in on the intake form of {{NAME}}, where a checkbox explains that they will receive texts about ' +
  'their visits; they can reply STOP at any time to opt out and HELP for help.';

/** The list call never answers: skeleton rows under the column headers. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /campaign_management/campaign_details')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaign details' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Campaign details' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The first page by name: each name opens its page; the previews; the create link; two pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Campaign details' }));
    await expect(await table.findByRole('link', { name: 'Recordatorios de citas' })).toHaveAttribute(
      'href',
      '/app/tcr/campaign_details/31',
    );
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('link', { name: 'Create campaign details' })).toHaveAttribute(
      'href',
      '/app/tcr/campaign_details/create',
    );
    await expect(canvas.getByRole('navigation', { name: 'Campaign details pages' })).toBeVisible();
  },
};

/**
 * A text longer than 100 characters is cut with an ellipsis; the preview is one Tab stop named by the whole text,
 * and keyboard focus shows the whole text in a tooltip.
 */
export const FullTextTooltip: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Campaign details' }));
    const preview = (await table.findAllByRole('button', { name: LONG_FLOW }))[0]!;
    await expect(preview).toHaveTextContent(`${LONG_FLOW.slice(0, 100).trimEnd()}…`);
    await userEvent.keyboard('{Shift}');
    preview.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(LONG_FLOW);
  },
};

/** A search nothing matches: the empty state, no pages. */
export const EmptySearch: Story = {
  parameters: { screen: { path: '/app/tcr/campaign_details?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search by name' })).toHaveValue('Vieques');
    // The count is said (and shown) as on the accounts list.
    await expect(await canvas.findByText('Filter Results (0)')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No campaign details match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Campaign details pages' })).toBeNull();
  },
};

/** The list cannot be loaded: an error banner in place of the table. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /campaign_management/campaign_details')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('An error occurred while loading campaign details.');
    await expect(canvas.queryByRole('table', { name: 'Campaign details' })).toBeNull();
  },
};

/** Remove on a detail without accounts, from the keyboard: the confirmation, then spec 8's toast and the row gone. */
export const RemoveConfirmed: Story = {
  parameters: { screen: { path: '/app/tcr/campaign_details?search=Llamadas' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = await canvas.findByRole('button', { name: 'Remove Llamadas perdidas' }, { timeout: 3000 });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove campaign details?' }));
    await expect(dialog.getByText('Llamadas perdidas will be removed.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await findToast(canvasElement, 'Campaign details has been removed successfully.');
    await expect(await canvas.findByRole('heading', { name: 'No campaign details match' })).toBeVisible();
    // The row took its Remove button with it: focus is on the list's heading, not on the page's body.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Campaign details' });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(heading));
  },
};

/** Remove on a detail with an associated account: a dialog says it cannot be deleted, and nothing is removed. */
export const RemoveRefused: Story = {
  parameters: { screen: { path: '/app/tcr/campaign_details?search=Recordatorios' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = await canvas.findByRole('button', { name: 'Remove Recordatorios de citas' }, { timeout: 3000 });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Campaign details cannot be removed' });
    await expect(dialog).toHaveTextContent('Campaign details with associated accounts cannot be deleted.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};

/** A phone (390px): the campaign details as cards, each titled by its name as a link, with its Remove button. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Campaign details' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(cards).getByRole('link', { name: 'Recordatorios de citas' })).toHaveAttribute(
      'href',
      '/app/tcr/campaign_details/31',
    );
    const first = within(within(cards).getAllByRole('listitem')[0]!);
    await expectInsideViewport(first.getByRole('link'));
    await expectInsideViewport(first.getByRole('button', { name: /^Remove / }));
    await expect(canvas.queryByRole('table', { name: 'Campaign details' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * The narrowest phone (320px): each card's labels go above their values, so the previews read in lines and the
 * Remove button shows whole; nothing scrolls sideways.
 */
export const NarrowPhoneCards: Story = {
  globals: { viewport: NARROW_PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Campaign details' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    const remove = within(card).getByRole('button', { name: /^Remove / });
    // Whole inside its card, whose edges are inside the window (it lies below the fold: only the sides count).
    const [button, box] = [remove.getBoundingClientRect(), card.getBoundingClientRect()];
    await expect(button.left).toBeGreaterThanOrEqual(box.left);
    await expect(button.right).toBeLessThanOrEqual(box.right);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
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
    await canvas.findByRole('table', { name: 'Campaign details' });
    await expect(canvas.queryByText(/^Filter Results/)).toBeNull();
    const regions = liveRegionsNow(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'Recordatorios');
    await expectListAnswers(canvas.getByRole('table', { name: 'Campaign details' }), 'Recordatorios');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};
