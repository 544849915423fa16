import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LegalEntitiesScreen from '../../../src/islands/tcr/legal-entities/LegalEntitiesScreen.tsx';
import { failing, pending } from '../../../tests/support/api-mocks/index.ts';
import {
  expectInsideViewport,
  expectSaidThrough,
  liveRegionsNow,
  expectNoSidewaysScroll,
  PHONE,
  prepareScreen,
  smallViewports,
  withHandlers,
  type ScreenParameters,
  expectListAnswers,
} from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Legal entities',
  component: LegalEntitiesScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: smallViewports },
    screen: { path: '/app/tcr/legal_entities' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/tcr/legal_entities (spec 2): the legal entities, searched by name or account (the terms sent ' +
          'comma-joined, spec 7), paged, each row opening its page; Create legal entity. GET /legal_entities is mocked.',
      },
    },
  },
} satisfies Meta<typeof LegalEntitiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list call never answers: the table shows its loading rows. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /legal_entities')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Legal entities' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Legal entities' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The three legal entities: name, legal name, EIN, accounts and brand; each row links to its page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Legal entities' }));
    const link = await table.findByRole('link', { name: 'Sonrisas del Caribe' });
    await expect(link).toHaveAttribute('href', '/app/tcr/legal_entities/22');
    await expect(table.getByText('BQ4KX2M (UNVERIFIED)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create legal entity' })).toHaveAttribute(
      'href',
      '/app/tcr/legal_entities/create',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search by name or account' })).toHaveAttribute(
      'placeholder',
      'Search by name or account',
    );
  },
};

/** A search from the address that no name or account matches: the empty state, no pages. */
export const Empty: Story = {
  parameters: { screen: { path: '/app/tcr/legal_entities?search=Vieques' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No legal entities match' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search by name or account' })).toHaveValue('Vieques');
    // The count is said (and shown) as on the accounts list.
    await expect(await canvas.findByText('Filter Results (0)')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Legal entity pages' })).toBeNull();
  },
};

/** The list cannot be had: spec 8's banner in place of the table. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: withHandlers(failing('GET /legal_entities')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('An error occurred while loading legal entities.');
    await expect(canvas.queryByRole('table', { name: 'Legal entities' })).toBeNull();
  },
};

/** A phone (390px): the legal entities as cards, each titled by its name as a link, with its brand and status. */
export const PhoneCards: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Legal entities' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    const link = within(cards).getByRole('link', { name: 'Sonrisas del Caribe' });
    await expect(link).toHaveAttribute('href', '/app/tcr/legal_entities/22');
    await expectInsideViewport(link);
    await expect(within(cards).getByText('BQ4KX2M (UNVERIFIED)')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Legal entities' })).toBeNull();
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
    await canvas.findByRole('table', { name: 'Legal entities' });
    await expect(canvas.queryByText(/^Filter Results/)).toBeNull();
    const regions = liveRegionsNow(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or account' }), 'Bayamón');
    await expectListAnswers(canvas.getByRole('table', { name: 'Legal entities' }), 'Bayamón');
    await expectSaidThrough(regions, /^Filter Results \(\d+\)$/, canvasElement);
  },
};
