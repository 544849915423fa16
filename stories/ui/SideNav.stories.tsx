import { ChartColumnIncreasing, Landmark, LayoutDashboard, Megaphone, Phone } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading, SideNav, SideNavLayout, Stack, Text, type SideNavItem } from '../../src/ui/index.ts';

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
    <div style={{ minHeight: 420, padding: 16 }}>
      <SideNavLayout nav={<SideNav {...args} />}>
        <Stack gap="sm">
          <Heading level={1}>Phones</Heading>
          <Text tone="muted">The section's page sits next to the navigation.</Text>
        </Stack>
      </SideNavLayout>
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
          "show in a `Tooltip` on hover and keyboard focus (Escape hides it). Below 640px (`breakpoint.sm`) the icons make a row above the page, so a phone's width stays the page's. " +
          '`SideNavLayout` places the nav beside (or above) its page. In forced colors the current link keeps its bar, in `Highlight`. ' +
          'Links are RAC Links (client-side navigation under a RouterProvider).',
      },
    },
  },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open tooltip (portalled to the body), by its text. */
const tooltip = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('tooltip', { name });
const noTooltip = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());

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

    // A link whose label shows has no tooltip: it would only repeat it.
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await noTooltip(canvasElement);
    (document.activeElement as HTMLElement).blur();

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

/** Collapsed, a keyboard-focused link shows its name in a tooltip beside the icon; Escape hides it. */
export const CollapsedFocusLabel: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const phones = within(nav).getByRole('link', { name: 'Phones' });
    await expect(phones).toHaveFocus();
    const tip = await tooltip(canvasElement, 'Phones');
    await expect(tip).toBeVisible();
    // Beside the rail, not over it.
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(phones.getBoundingClientRect().right);
    await userEvent.keyboard('{Escape}');
    await noTooltip(canvasElement);
    await expect(phones).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Legal Entities' })).toHaveFocus();
    await expect(await tooltip(canvasElement, 'Legal Entities')).toBeVisible();
  },
};

/** Collapsed, a link the pointer rests on shows its name in a tooltip. */
export const CollapsedHoverLabel: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    // A press first: react-aria shows hover tooltips once the pointer is the way the person is working.
    await userEvent.click(within(canvasElement).getByRole('heading', { name: 'Phones' }));
    await userEvent.hover(within(nav).getByRole('link', { name: 'Campaign Details' }));
    await expect(await tooltip(canvasElement, 'Campaign Details')).toBeVisible();
    await userEvent.unhover(within(nav).getByRole('link', { name: 'Campaign Details' }));
    await noTooltip(canvasElement);
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

/** Below 1224px (here 834px, a tablet): a rail of icons whatever the state, no toggle, every link still named. */
export const MediumViewport: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'TCR' });
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(linkNames(nav)).toEqual(labels);
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(57);
    await userEvent.tab();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    const tip = await tooltip(canvasElement, 'Dashboard');
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(dashboard.getBoundingClientRect().right);
  },
};

/**
 * Below 640px (here 320px, the narrowest phone): a row of icons above the page, one link tall, so the page keeps
 * the phone's width; no toggle, every link named, its name in a tooltip under it on keyboard focus.
 */
export const SmallViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'TCR' });
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByText('Dashboard').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(linkNames(nav)).toEqual(labels);
    const links = within(nav).getAllByRole('link');
    const navBox = nav.getBoundingClientRect();
    await expect(navBox.height).toBeLessThanOrEqual(56);
    for (const link of links)
      await expect(link.getBoundingClientRect().top).toBe(links[0]!.getBoundingClientRect().top);
    // The page is under the bar, as wide as it.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Phones' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(navBox.bottom);
    await expect(heading.getBoundingClientRect().left).toBeLessThanOrEqual(navBox.left);

    await userEvent.tab();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    const tip = await tooltip(canvasElement, 'Dashboard');
    await expect(tip.getBoundingClientRect().top).toBeGreaterThanOrEqual(dashboard.getBoundingClientRect().bottom);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');
    await expect(await tooltip(canvasElement, 'Phones')).toBeVisible();
  },
};
