import { useEffect, useRef } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components/Tabs';
import { useScrollEdges } from '../hooks/useScrollEdges.ts';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './Tabs.css.ts';

export type TabsProps = RACTabsProps;

/**
 * Sections of one page, one visible at a time: a TabList of Tabs, then a TabPanel per tab (matched by `id`).
 * Arrow keys move between tabs. By default focus selects (`keyboardActivation="automatic"`); for tabs that are
 * links (`href` on each Tab, `selectedKey` from the current route) pass `keyboardActivation="manual"`, so the
 * arrows only move focus and Enter or Space follows the link (through RAC's RouterProvider when set up).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={mergeClassName(styles.tabs, className)} />;
}

export type TabListProps<T> = RACTabListProps<T>;

/**
 * The row of tabs; name it with `aria-label` (e.g. 'Account sections'). It scrolls sideways when the tabs do
 * not fit, and keeps the selected tab (and the focused one) in view, so a narrow screen opened on the fifth tab
 * shows it.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  useScrollEdges(list);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const showSelected = () => {
      const selected = element.querySelector('[role="tab"][aria-selected="true"]');
      if (!selected) return;
      const tab = selected.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      if (tab.left < box.left) element.scrollLeft -= box.left - tab.left;
      else if (tab.right > box.right) element.scrollLeft += tab.right - box.right;
    };
    // RAC renders the tabs after the list itself, and the selection follows the route: watch for both.
    showSelected();
    const observer = new MutationObserver(showSelected);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-selected'] });
    return () => observer.disconnect();
  }, []);
  return <RACTabList {...props} ref={list} className={mergeClassName(styles.tabList, className)} />;
}

export type TabProps = RACTabProps;

/**
 * One tab. `id` ties it to its TabPanel (and is the `selectedKey`). With `href` it renders a link: pressing it
 * navigates, and the page decides the selection from its route.
 */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={mergeClassName(styles.tab, className)} />;
}

export type TabPanelProps = RACTabPanelProps;

/**
 * The content of the tab with the same `id`; only the selected one renders. For link tabs render a single
 * `<TabPanel id={selectedKey}>` holding the route's content.
 */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      // A panel whose id follows the route must mount afresh: RAC keeps the old panel id otherwise, and the
      // selected tab's aria-controls would point at nothing.
      key={props.id ?? undefined}
      {...props}
      className={mergeClassName(styles.tabPanel, className)}
    />
  );
}
