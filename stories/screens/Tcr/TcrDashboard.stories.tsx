import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TcrDashboardScreen from '../../../src/islands/tcr/TcrDashboardScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import { prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Dashboard',
  component: TcrDashboardScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/tcr' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/tcr (spec 2): the analytics dashboard 484 framed from a fresh dashboard token, beside the TCR side ' +
          'navigation. The mocked token opens a small stand-in page.',
      },
    },
  },
} satisfies Meta<typeof TcrDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The token call never answers: a skeleton the frame's size. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /third_party/metabase/dashboard_token')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'TCR dashboard' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading the dashboard')).toBeVisible();
  },
};

/**
 * The dashboard in its frame; the side navigation with Dashboard current. The story's window is narrower than
 * 1224px, so the navigation shows icons only and offers no toggle; each link keeps its name.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('TCR dashboard');
    await expect(frame.getAttribute('src')).toMatch(/^data:text\/html/);
    const nav = canvas.getByRole('navigation', { name: 'TCR' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).getByRole('link', { name: 'Legal Entities' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Collapse navigation' })).toBeNull();
  },
};

/** The token cannot be had: spec 8's text, and a way to try again. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /third_party/metabase/dashboard_token')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Error occurred during dashboard retrieve data');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
