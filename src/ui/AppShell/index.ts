export {
  AppShell,
  TopNav,
  type AppShellBrand,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUserMenu,
  type AppShellUserMenuItem,
  type TopNavProps,
} from './AppShell.tsx';
