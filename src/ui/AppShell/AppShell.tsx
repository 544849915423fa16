import { ChevronDown, LifeBuoy } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { initialsFor } from '../Avatar/index.ts';
import { preloadable } from '../hooks/preloadable.tsx';
import { MenuTriggerOnIntent } from '../Menu/MenuTriggerOnIntent.tsx';
import type { ColorScheme } from '../theme/colorScheme.ts';
import * as styles from './AppShell.css.ts';

// The profile menu's list loads on intent: every signed-in screen's cold load carries only its button.
const UserMenuPopover = preloadable(() => import('./UserMenuPopover.tsx'));

export interface AppShellBrand {
  label: string;
  href: string;
  /** Replaces the default mark before the label; decorative. */
  logo?: ReactNode;
}

export interface AppShellNavItem {
  href: string;
  label: string;
  /** The section being shown: marked aria-current="page". */
  isCurrent?: boolean;
}

export interface AppShellUserMenuItem {
  id: string;
  label: string;
  /** A link item (e.g. Profile)… */
  href?: string;
  /** …or an action item (e.g. Sign out). */
  onAction?: () => void;
}

export interface AppShellUserMenu {
  /** Who is signed in, e.g. the username; shown next to the avatar and in the button's name. */
  label: string;
  /** Up to two letters for the avatar; defaults to the first letter of `label`. */
  initials?: string;
  items: readonly AppShellUserMenuItem[];
  /** Adds a 'Theme' choice (System, Light, Dark) to the menu, checked at the current scheme. */
  colorScheme?: { value: ColorScheme; onChange: (scheme: ColorScheme) => void };
}

export interface TopNavProps {
  brand: AppShellBrand;
  navItems: readonly AppShellNavItem[];
  userMenu?: AppShellUserMenu;
  /** Accessible name of the navigation landmark. @default 'Main' */
  navLabel?: string;
}

/** The signed-in top bar: brand link, main navigation, profile menu. */
export function TopNav({ brand, navItems, userMenu, navLabel = 'Main' }: TopNavProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href={brand.href} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {brand.logo ?? <LifeBuoy size={18} />}
          </span>
          {brand.label}
        </a>
        <nav aria-label={navLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.navLink} aria-current={item.isCurrent ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {userMenu && (
          <div className={styles.end}>
            <UserMenu {...userMenu} />
          </div>
        )}
      </div>
    </header>
  );
}

function UserMenu(props: AppShellUserMenu) {
  const { label, initials } = props;
  const letters = initials?.trim() || initialsFor({ username: label });
  return (
    <MenuTriggerOnIntent menu={(menuTrigger) => <UserMenuPopover menuTrigger={menuTrigger} {...props} />}>
      <Button className={styles.profileButton} aria-label={`Account menu for ${label}`}>
        {/* Initials as CSS generated content: decorative, and kept out of the visible text that must match the
            button's name (label-in-name), which the Avatar's text would break. */}
        <span className={styles.initials} data-initials={letters} aria-hidden="true" />
        <span className={styles.profileName}>{label}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
    </MenuTriggerOnIntent>
  );
}

/** Focuses <main> without touching the URL (the plain #main jump still works before hydration). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export interface AppShellProps extends TopNavProps {
  children?: ReactNode;
}

/**
 * The signed-in layout: a 'Skip to main content' link, the top navigation, then `<main id="main">` with the page
 * (max 1280px wide, padded), scrolling under the navigation and ending above the toast lane.
 */
export function AppShell({ children, ...nav }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <TopNav {...nav} />
      <div className={styles.body}>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
