import { ChartColumnIncreasing, Landmark, LayoutDashboard, Megaphone, Phone } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Heading, SideNav, Stack, Text, type SideNavItem } from '../../src/ui/index.ts';

/** Spec section 2, Layout: the TCR area's sections. */
const tcrItems: SideNavItem[] = [
  { href: '/app/tcr', label: 'Dashboard', icon: <LayoutDashboard /> },
  { href: '/app/tcr/phones', label: 'Phones', icon: <Phone />, isCurrent: true },
  { href: '/app/tcr/legal_entities', label: 'Legal Entities', icon: <Landmark /> },
  { href: '/app/tcr/campaign_details', label: 'Campaign Details', icon: <Megaphone /> },
  { href: '/app/tcr/scaling', label: 'Manual Scaling', icon: <ChartColumnIncreasing /> },
];
const labels = tcrItems.map((item) => item.label);

/** Wide enough (1280px) for the labels: below 1224px the nav shows icons only. */
const desktop = { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' } as const;

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  args: { 'aria-label': 'TCR', items: tcrItems, onCollapsedChange: fn() },
  argTypes: { isCollapsed: { control: 'boolean' }, defaultCollapsed: { control: 'boolean' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', minHeight: 420 }}>
      <SideNav {...args} />
      <Stack gap="sm" style={{ padding: 24 }}>
        <Heading level={1}>Phones</Heading>
        <Text tone="muted">The section's page sits next to the navigation.</Text>
      </Stack>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { desktop } },
    docs: {
      description: {
        component:
          "The TCR area's side navigation: a `<nav>` (name it with `aria-label`) of icon + label links; the item with `isCurrent` gets " +
          "`aria-current=\"page\"`. The toggle ('Collapse navigation' / 'Expand navigation', `aria-expanded`) collapses it to icons; " +
          '`isCollapsed` + `onCollapsedChange` (controlled) or `defaultCollapsed`. Below 1224px (spec 9, `breakpoint.lg`) a CSS media query ' +
          "shows icons only and the toggle is not offered. Collapsed, labels stay in the DOM (visually hidden) as the links' accessible names and " +
          'appear as a floating label on hover and keyboard focus (Escape hides it). Links are RAC Links (client-side navigation under a RouterProvider).',
      },
    },
  },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the nav's links by accessible name, the way a screen reader lists them. */
function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'TCR' });
    await expect(linkNames(nav)).toEqual(labels);
    await expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByText('Legal Entities')).toBeVisible();

    // Keyboard: the toggle is the first stop; Enter collapses to icons.
    await userEvent.tab();
    const toggle = within(nav).getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Expand navigation');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);

    // Icons only, yet every link keeps its name and the current page stays marked.
    await expect(within(nav).getByText('Legal Entities').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    for (const label of labels) await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');

    // Enter again expands.
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByText('Legal Entities')).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(linkNames(nav)).toEqual(labels);
  },
};

/** Collapsed, a keyboard-focused link shows its label beside the icon; Escape hides it. */
export const CollapsedFocusLabel: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const phones = within(nav).getByRole('link', { name: 'Phones' });
    await expect(phones).toHaveFocus();
    const label = within(nav).getByText('Phones');
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(20);
    await userEvent.keyboard('{Escape}');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Legal Entities' })).toHaveFocus();
    await expect(within(nav).getByText('Legal Entities').getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

/** Controlled: the page keeps `isCollapsed` (e.g. in local storage) and updates it in `onCollapsedChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <div style={{ display: 'flex', minHeight: 420 }}>
        <SideNav
          {...args}
          isCollapsed={collapsed}
          onCollapsedChange={(next) => {
            args.onCollapsedChange?.(next);
            setCollapsed(next);
          }}
        />
        <Text style={{ padding: 24 }}>Collapsed: {collapsed ? 'yes' : 'no'}</Text>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Collapsed: yes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveFocus();
  },
};

export const NoCurrentSection: Story = {
  args: { items: tcrItems.map((item) => ({ ...item, isCurrent: false })) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await expect(nav.querySelector('[aria-current]')).toBeNull();
  },
};

/** Long labels wrap inside the expanded nav. */
export const LongText: Story = {
  args: {
    items: [
      ...tcrItems,
      { href: '/app/tcr/reports', label: 'Campaign registration reports and exports', icon: <Megaphone /> },
    ],
  },
};

/** Below 1224px (here 414px): icons only whatever the state, no toggle, every link still named. */
export const SmallViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByText('Dashboard').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(linkNames(nav)).toEqual(labels);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');
  },
};
