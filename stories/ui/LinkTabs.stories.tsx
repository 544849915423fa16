import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading, LinkTabs, Text } from '../../src/ui/index.ts';

/** The account profile's sub-routes (spec section 2), labelled as the console labels them. */
const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'features', label: 'Features' },
  { id: 'users', label: 'Users' },
  { id: 'business_phones', label: 'Business phones' },
  { id: 'billing_settings', label: 'Billing' },
  { id: 'twilio_configuration', label: 'Messaging' },
] as const;
const base = '/app/accounts/42';

/** Stands in for the island's router: records the navigation and moves the "route" instead of loading a page. */
const navigate = fn();

function AccountSections({ initial = 'users' }: { initial?: string }) {
  const [route, setRoute] = useState(`${base}/${initial}`);
  const selectedId = route.slice(base.length + 1);
  const label = SECTIONS.find((s) => s.id === selectedId)?.label;
  return (
    <LinkTabs
      aria-label="Account sections"
      selectedId={selectedId}
      onNavigate={(href) => {
        navigate(href);
        setRoute(href);
      }}
      tabs={SECTIONS.map((s) => ({ id: s.id, label: s.label, href: `${base}/${s.id}` }))}
    >
      <Heading level={2}>{label}</Heading>
      <Text tone="muted">The {label} section of the account.</Text>
    </LinkTabs>
  );
}

/**
 * Tabs that are links to routes: the account profile's sections. One Tab stop; arrows, Home and End move between
 * the tabs; Enter or a click follows the link through the island's router (no page load); the route selects.
 */
const meta = {
  title: 'UI/LinkTabs',
  component: AccountSections,
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AccountSections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Account sections' });
    await expect(within(list).getByRole('tab', { selected: true })).toHaveTextContent('Users');
    await expect(canvas.getByRole('tabpanel', { name: 'Users' })).toBeVisible();

    // One Tab stop, on the selected tab; arrows move focus without following the link.
    await userEvent.tab();
    await expect(within(list).getByRole('tab', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(list).getByRole('tab', { name: 'Business phones' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(list).getByRole('tab', { name: 'Messaging' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(list).getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();

    // Enter follows the link through the router.
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(`${base}/overview`);
    await waitFor(() => expect(within(list).getByRole('tab', { selected: true })).toHaveTextContent('Overview'));
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

    // A click too; each tab is a real link (a new tab with a modifier key stays the browser's).
    await userEvent.click(within(list).getByRole('tab', { name: 'Billing' }));
    await expect(navigate).toHaveBeenLastCalledWith(`${base}/billing_settings`);
    await expect(within(list).getByRole('tab', { name: 'Features' })).toHaveAttribute('href', `${base}/features`);
  },
};

/** A narrow screen opened on the last section: the row scrolls to show it, its start faded (more tabs before). */
export const SmallViewport: Story = {
  args: { initial: 'twilio_configuration' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Messaging' });
    const list = within(canvasElement).getByRole('tablist');
    await waitFor(() =>
      expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
    await waitFor(() => expect(list).toHaveAttribute('data-more-before'));
  },
};
