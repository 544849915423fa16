import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useScrollEdges } from '../hooks/useScrollEdges.ts';
import * as styles from './Tabs.css.ts';

export interface LinkTab {
  id: string;
  label: ReactNode;
  href: string;
  /** Hover or focus on the tab: load what its panel needs. */
  onIntent?: () => void;
}

export interface LinkTabsProps {
  /** Names the tab list, e.g. 'Account sections'. */
  'aria-label': string;
  tabs: readonly LinkTab[];
  /** The tab of the current route. */
  selectedId: string;
  /**
   * Follows a tab's link without a page load (a router's navigate); without it the link loads the page. Clicks
   * with a modifier key, or with another button, stay the browser's (a new tab, a new window).
   */
  onNavigate?: (href: string) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Tabs that are links to routes (spec 2's account profile): a tab list whose tabs are `<a href>`, the selection
 * being the current route, and one panel holding the route's content. ARIA tabs with manual activation: one Tab
 * stop, arrows, Home and End move between tabs, Enter follows the link. Built without RAC's Tabs, whose
 * collection and selection code (about 15 KB gzip) a list of links does not need; RAC's focus ring and hover
 * hooks give the same states as the other widgets.
 */
export function LinkTabs({ tabs, selectedId, onNavigate, children, ...props }: LinkTabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  useScrollEdges(list);

  // A narrow screen opened on the fifth tab shows it.
  useEffect(() => {
    const element = list.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected) return;
    const tab = selected.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    if (tab.left < box.left) element.scrollLeft -= box.left - tab.left;
    else if (tab.right > box.right) element.scrollLeft += tab.right - box.right;
  }, [selectedId]);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = links.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  }

  return (
    <div className={styles.tabs}>
      {/* The tab list takes the arrow keys for its tabs (ARIA tabs); the tabs are its focusable children. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={list}
        role="tablist"
        aria-label={props['aria-label']}
        aria-orientation="horizontal"
        className={styles.tabList}
        onKeyDown={moveFocus}
      >
        {tabs.map((tab) => (
          <TabLink
            key={tab.id}
            tab={tab}
            id={tabId(tab.id)}
            panelId={panelId}
            isSelected={tab.id === selectedId}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedId)}
        // Not a Tab stop of its own: every account section holds controls, and Tab goes on to the first of them.
        className={styles.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}

interface TabLinkProps {
  tab: LinkTab;
  id: string;
  panelId: string;
  isSelected: boolean;
  onNavigate?: (href: string) => void;
}

function TabLink({ tab, id, panelId, isSelected, onNavigate }: TabLinkProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ onHoverStart: tab.onIntent });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(tab.href);
  };
  return (
    <a
      {...mergeProps(focusProps, hoverProps, { onFocus: tab.onIntent })}
      id={id}
      href={tab.href}
      role="tab"
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={styles.tab}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={follow}
    >
      {tab.label}
    </a>
  );
}
