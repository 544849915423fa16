import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, type Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading, Tab, TabList, TabPanel, Tabs, Text } from '../../src/ui/index.ts';
import { expectForcedColors, inForcedColors, paintedColors } from '../../.storybook/forcedColors.ts';

/**
 * The account profile's sub-routes (spec section 2). The spec names the routes but not the labels; these labels
 * follow the route names.
 */
const accountTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'features', label: 'Features' },
  { id: 'users', label: 'Users' },
  { id: 'business_phones', label: 'Business phones' },
  { id: 'billing_settings', label: 'Billing settings' },
  { id: 'twilio_configuration', label: 'Messaging configuration' },
] as const;
const base = '/app/accounts/42';

/** Stands in for the app's router: records the navigation and moves the "route" instead of loading a page. */
const navigate = fn();

/** Link tabs as the account profile uses them: the selected tab comes from the route. */
function AccountProfileTabs({ initial = 'users' }: { initial?: string }) {
  const [route, setRoute] = useState(`${base}/${initial}`);
  const selectedKey = route.slice(base.length + 1);
  const label = accountTabs.find((t) => t.id === selectedKey)?.label;
  return (
    <RouterProvider
      navigate={(path, options) => {
        navigate(path, options);
        setRoute(path);
      }}
    >
      <Tabs selectedKey={selectedKey} keyboardActivation="manual">
        <TabList aria-label="Account sections">
          {accountTabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={`${base}/${tab.id}`}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={selectedKey}>
          <Text as="p">The {label} route renders here.</Text>
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Campaign detail">
        <Tab id="message_flow">Message flow</Tab>
        <Tab id="description">Description</Tab>
        <Tab id="accounts">Accounts</Tab>
      </TabList>
      <TabPanel id="message_flow">
        <Text as="p">Patients opt in when they book an appointment with {'{{NAME}}'}.</Text>
      </TabPanel>
      <TabPanel id="description">
        <Text as="p">Appointment reminders and confirmations sent by {'{{NAME}}'}.</Text>
      </TabPanel>
      <TabPanel id="accounts">
        <Text as="p">Sunrise Dental Group, Bayamon Family Clinic</Text>
      </TabPanel>
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'RAC Tabs: `Tabs` > `TabList` (name it with `aria-label`) of `Tab`s, then a `TabPanel` per tab matched by `id`. The selected tab has ' +
          'accent text and a bar under it; the row scrolls sideways on narrow screens instead of wrapping. Arrow keys move between tabs. ' +
          '**Link tabs** (the account profile): give each Tab an `href`, control `selectedKey` from the current route, pass ' +
          '`keyboardActivation="manual"` (arrows only move focus, Enter follows the link) and render one `<TabPanel id={selectedKey}>` with the ' +
          "route's content. Navigation goes through RAC's `RouterProvider` when the app sets one up.",
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain tabs with panels; focus selects (automatic activation). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Campaign detail' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });
    await expect(tab('Message flow')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Message flow' })).toBeVisible();

    await userEvent.tab();
    await expect(tab('Message flow')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Description')).toHaveFocus();
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('description');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(
      'Appointment reminders and confirmations',
    );
    await userEvent.keyboard('{End}');
    await expect(tab('Accounts')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Message flow')).toHaveFocus();

    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Message flow' })).toHaveFocus();
  },
};

/** `keyboardActivation="manual"`: the arrows move focus, Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Message flow' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['accounts'] as Key[]}>
      <TabList aria-label="Campaign detail">
        <Tab id="message_flow">Message flow</Tab>
        <Tab id="description">Description</Tab>
        <Tab id="accounts">Accounts</Tab>
      </TabList>
      <TabPanel id="message_flow">
        <Text as="p">Patients opt in when they book an appointment.</Text>
      </TabPanel>
      <TabPanel id="description">
        <Text as="p">Appointment reminders and confirmations.</Text>
      </TabPanel>
      <TabPanel id="accounts">
        <Text as="p">No accounts.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first.
    await expect(canvas.getByRole('tab', { name: 'Message flow' })).toHaveFocus();
  },
};

/** The account profile: tabs are links to sub-routes, the route decides the selected tab. */
export const AccountProfileLinks: Story = {
  render: () => (
    <>
      <Heading level={1}>Sunrise Dental Group</Heading>
      <AccountProfileTabs />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Account sections' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });
    await expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Business phones')).toHaveAttribute('href', `${base}/business_phones`);

    // Tab lands on the selected tab; the arrows only move focus (no navigation).
    await userEvent.tab();
    await expect(tab('Users')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Business phones')).toHaveFocus();
    await expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    await expect(navigate).not.toHaveBeenCalled();

    // Enter follows the link through the router; the new route selects the tab.
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith(`${base}/business_phones`, undefined);
    await waitFor(() => expect(tab('Business phones')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Business phones' })).toHaveTextContent(
      'The Business phones route renders here.',
    );
  },
};

/**
 * Narrow container: the tab row scrolls sideways, and the focused tab scrolls into view. The cut edge fades, so the
 * row says it scrolls: the end while tabs are past it, the start once scrolled from it.
 */
export const SmallViewport: Story = {
  render: () => <AccountProfileTabs initial="overview" />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Account sections' });
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // Every tab stays on one row.
    const tops = within(tablist)
      .getAllByRole('tab')
      .map((t) => t.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await waitFor(() => expect(tablist).toHaveAttribute('data-more-after'));
    await expect(tablist).not.toHaveAttribute('data-more-before');
    await expect(getComputedStyle(tablist).maskImage).toContain('linear-gradient');
    tablist.scrollLeft = tablist.scrollWidth;
    await waitFor(() => expect(tablist).toHaveAttribute('data-more-before'));
    await expect(tablist).not.toHaveAttribute('data-more-after');
    tablist.scrollLeft = 0;
    await waitFor(() => expect(tablist).not.toHaveAttribute('data-more-before'));
  },
};

/** Narrow, opened on a tab past the right edge: the row scrolls so the selected tab shows. */
export const SmallViewportSelectedInView: Story = {
  render: () => <AccountProfileTabs initial="billing_settings" />,
  decorators: SmallViewport.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Account sections' });
    const box = tablist.getBoundingClientRect();
    const selected = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
    await expect(selected.left).toBeGreaterThanOrEqual(box.left);
    await expect(selected.right).toBeLessThanOrEqual(box.right + 0.5);
  },
};

/** Long labels stay on one line. */
export const LongText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Registration">
        <Tab id="starter">Starter profile</Tab>
        <Tab id="end_user">End user and authorized representative</Tab>
        <Tab id="a2p">A2P brand and use case registration</Tab>
      </TabList>
      <TabPanel id="starter">
        <Text as="p">Starter profile created.</Text>
      </TabPanel>
      <TabPanel id="end_user">
        <Text as="p">End user form.</Text>
      </TabPanel>
      <TabPanel id="a2p">
        <Text as="p">A2P registration.</Text>
      </TabPanel>
    </Tabs>
  ),
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

/**
 * Windows High Contrast (forced colors; the story tests emulate them): the selected tab keeps its bar, in
 * Highlight; the others have none.
 */
export const ForcedColors: Story = {
  ...inForcedColors,
  play: async ({ canvasElement }) => {
    await expectForcedColors();
    const tablist = within(canvasElement).getByRole('tablist', { name: 'Campaign detail' });
    /** Whether each tab's bar shows: its color differs from what is behind it. */
    const barsShown = () =>
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => {
          const bar = paintedColors(tab, '::after');
          return [tab.textContent, bar.fill !== bar.backdrop];
        });
    await expect(barsShown()).toEqual([
      ['Message flow', true],
      ['Description', false],
      ['Accounts', false],
    ]);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tablist).getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(barsShown()).toEqual([
        ['Message flow', false],
        ['Description', true],
        ['Accounts', false],
      ]),
    );
  },
};
