import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { queryClient } from '../../../src/api/queryClient.ts';
import { testCallKeys } from '../../../src/api/queryKeys.ts';
import CallRescueMonitorScreen from '../../../src/islands/monitor/CallRescueMonitorScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectNoSidewaysScroll,
  expectSaidThrough,
  liveRegionsNow,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
} from '../screenSupport.ts';

/** The moment every story's list was "last updated", so its picture does not change from run to run. */
const NOW = Date.UTC(2026, 2, 2, 15, 4, 30);

/** Freezes the clock the query cache stamps its answers with, for this story. */
function frozenClock() {
  const realNow = Date.now;
  Date.now = () => NOW;
  return () => {
    Date.now = realNow;
  };
}

const meta = {
  title: 'Screens/Monitor/Call rescue monitor',
  component: CallRescueMonitorScreen,
  beforeEach: [prepareScreen, frozenClock],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: smallViewports },
    screen: { path: '/app/call_rescue_monitor' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/call_rescue_monitor (spec 2): search by name or phone (1 s pause), the five status toggles, the six ' +
          'columns, paging; all in the address; asked again every 10 s. The API is mocked by tests/support/api-mocks: ' +
          '24 test calls, 20 a page.',
      },
    },
  },
} satisfies Meta<typeof CallRescueMonitorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list call never answers: skeleton rows under the column headers. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /call_rescue_monitor')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Call rescue monitor' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Test calls' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The first page: each test call with its account, both numbers, a status badge, the update and the retries. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Test calls' });
    const first = await within(table).findByRole('link', { name: 'Clínica Dental Bayamón' });
    await expect(first).toHaveAttribute('href', '/app/accounts/1041/overview');
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(within(table).getAllByText('CALLING').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^Last updated /)).toBeVisible();
    const statuses = canvas.getByRole('toolbar', { name: 'Call status' });
    for (const name of ['SCHEDULED', 'CALLING', 'RETRYING', 'SUCCESS', 'FAILURE']) {
      await expect(within(statuses).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(canvas.getByRole('navigation', { name: 'Test call pages' })).toBeVisible();
  },
};

/** Statuses from the address: their toggles pressed, only those calls listed. */
export const FilteredByStatus: Story = {
  parameters: { screen: { path: '/app/call_rescue_monitor?call_status=1,2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = await canvas.findByRole('toolbar', { name: 'Call status' });
    await expect(within(statuses).getByRole('button', { name: 'CALLING' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(statuses).getByRole('button', { name: 'RETRYING' })).toHaveAttribute('aria-pressed', 'true');
    const table = await canvas.findByRole('table', { name: 'Test calls' });
    await expect(await within(table).findAllByRole('link')).toHaveLength(5);
    await expect(within(table).queryByText('SUCCESS')).toBeNull();
  },
};

/** A search nothing matches: the empty state, no pages. */
export const EmptySearch: Story = {
  parameters: { screen: { path: '/app/call_rescue_monitor?search=Vieques' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search by name or phone' })).toHaveValue('Vieques');
    await expect(await canvas.findByRole('heading', { name: 'No test calls match' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Test call pages' })).toBeNull();
  },
};

/** The list cannot be loaded: spec 2's error view, both of its texts. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /call_rescue_monitor')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('We encounter an error in the call rescue monitor...');
    await expect(alert).toHaveTextContent('Please report to engineering team');
    await expect(canvas.queryByRole('table', { name: 'Test calls' })).toBeNull();
  },
};

/** A phone (390px): the test calls as cards, each titled by its account as a link, and no sideways scrolling. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Test calls' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    const first = within(cards).getAllByRole('link', { name: 'Clínica Dental Bayamón' })[0]!;
    await expect(first).toHaveAttribute('href', '/app/accounts/1041/overview');
    await expectInsideViewport(first);
    await expect(canvas.queryByRole('table', { name: 'Test calls' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A status toggled from the keyboard: the count of the calls in it is said whole, through a live region on the page
 * from the start (empty, and taking no room, while no search or status is chosen).
 */
export const FilterResultsInALiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Test calls' });
    const regions = liveRegionsNow(canvasElement);
    const statuses = canvas.getByRole('toolbar', { name: 'Call status' });
    within(statuses).getByRole('button', { name: 'FAILURE' }).focus();
    await userEvent.keyboard(' ');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};

/**
 * A background refresh fails (the 10 s one, asked here at once): the rows shown stay, and the failure is said, once,
 * through a live region that was on the page from the start; the time of the last refresh, which changes every
 * 10 s, is not said.
 */
export const RefreshFailedIsSaid: Story = {
  name: 'Refresh failed, said',
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Test calls' });
    const updated = await canvas.findByText(/^Last updated /);
    await expect(updated.closest('[role="status"], [aria-live]')).toBeNull();
    const regions = liveRegionsNow(canvasElement);
    withHandlers(failing('GET /call_rescue_monitor'))(context);
    // The refresh, with its two retries (about 3 s), as the 10 s interval would ask it.
    void queryClient.refetchQueries({ queryKey: testCallKeys.all });
    await expectSaidThrough(
      regions,
      'We encounter an error in the call rescue monitor... Please report to engineering team',
      canvasElement,
    );
    await expect(within(table).getAllByRole('link', { name: 'Clínica Dental Bayamón' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/^Last updated /)).toBeNull();
  },
};
