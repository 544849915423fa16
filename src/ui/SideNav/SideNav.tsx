import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../theme/classNames.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.tsx';
import * as styles from './SideNav.css.ts';

export interface SideNavItem {
  /** Where the link goes, e.g. '/app/tcr/phones'. */
  href: string;
  /** The visible text; also the link's accessible name when the nav shows icons only. */
  label: string;
  /** A lucide icon element, e.g. `<Phone />`; decorative (wrapped aria-hidden). */
  icon: ReactNode;
  /** The section being shown: marked aria-current="page". */
  isCurrent?: boolean;
}

export interface SideNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** The links, in order. */
  items: readonly SideNavItem[];
  /** Names the navigation landmark (e.g. 'TCR'); required so it is told apart from the top 'Main' nav. */
  'aria-label': string;
  /** Icons only (controlled). Pair with `onCollapsedChange`. */
  isCollapsed?: boolean;
  /** Icons only at first (uncontrolled). Default `false`. */
  defaultCollapsed?: boolean;
  /** Called with the new value when the toggle is pressed; persist it if the choice should stick. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** The toggle's name while expanded. Default 'Collapse navigation'. */
  collapseLabel?: string;
  /** The toggle's name while collapsed. Default 'Expand navigation'. */
  expandLabel?: string;
}

/** Spec 9: below 1224px the side navigation shows icons only, whatever the toggle says. */
const ICONS_ONLY = narrowerThan(breakpoint.lg);
/** Below 640px it is a row of icons above the page rather than a rail beside it. */
const TOP_BAR = narrowerThan(breakpoint.sm);

/**
 * A section's side navigation (the TCR area): a `<nav>` with icon + label links, the current one marked
 * `aria-current="page"`, and a toggle (`aria-expanded`) that collapses it to icons. Below 1224px it shows icons
 * only and the toggle is not offered; below 640px the icons make a row above the page (place it with
 * `SideNavLayout`). Showing icons only, each label stays in the DOM as the link's accessible name and shows in a
 * `Tooltip` on hover and keyboard focus (Escape hides it). Links are RAC Links, so a RouterProvider gives
 * client-side navigation.
 */
export function SideNav({
  items,
  isCollapsed: controlled,
  defaultCollapsed = false,
  onCollapsedChange,
  collapseLabel = 'Collapse navigation',
  expandLabel = 'Expand navigation',
  className,
  ...props
}: SideNavProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultCollapsed);
  const isCollapsed = controlled ?? uncontrolled;
  const iconsOnly = useMediaQuery(ICONS_ONLY) || isCollapsed;
  const topBar = useMediaQuery(TOP_BAR);
  const listId = useId();

  const toggle = () => {
    const next = !isCollapsed;
    if (controlled === undefined) setUncontrolled(next);
    onCollapsedChange?.(next);
  };

  return (
    <nav {...props} className={cx(styles.nav, className)} data-collapsed={isCollapsed || undefined}>
      <div className={styles.toolbar}>
        <IconButton
          aria-label={isCollapsed ? expandLabel : collapseLabel}
          aria-expanded={!isCollapsed}
          aria-controls={listId}
          onPress={toggle}
        >
          {isCollapsed ? (
            <PanelLeftOpen size={16} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={16} aria-hidden="true" />
          )}
        </IconButton>
      </div>
      <ul id={listId} className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            {/* Shown labels need no tooltip: it only gives icons their name to see. */}
            <TooltipTrigger isDisabled={!iconsOnly}>
              <Link href={item.href} className={styles.link} aria-current={item.isCurrent ? 'page' : undefined}>
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.label}>{item.label}</span>
              </Link>
              <Tooltip placement={topBar ? 'bottom' : 'end'}>{item.label}</Tooltip>
            </TooltipTrigger>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SideNavLayoutProps {
  /** The `SideNav`. */
  nav: ReactNode;
  /** The section's page. */
  children: ReactNode;
}

/**
 * A `SideNav` beside its section's page, the page taking the rest of the width; below 640px the nav is a row of
 * icons above the page, so the page keeps the whole width of a phone.
 */
export function SideNavLayout({ nav, children }: SideNavLayoutProps) {
  return (
    <div className={styles.layout}>
      {nav}
      <div className={styles.page}>{children}</div>
    </div>
  );
}
