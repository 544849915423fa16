export {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
  type SeparatorProps,
  type SubmenuTriggerProps,
} from './Menu.tsx';
export { MenuTriggerOnIntent, type MenuTriggerLink, type MenuTriggerOnIntentProps } from './MenuTriggerOnIntent.tsx';
export { MenuPopover, type MenuPopoverProps } from './MenuPopover.tsx';
