export { SideNav, SideNavLayout, type SideNavItem, type SideNavLayoutProps, type SideNavProps } from './SideNav.tsx';
