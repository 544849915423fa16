import { persistentBoolean } from '@nanostores/persistent';

/** Whether the TCR area's side navigation shows icons only (the person's toggle, kept in local storage). */
export const $tcrNavCollapsed = persistentBoolean('rescue-console.tcr-nav-collapsed', false);

export function setTcrNavCollapsed(collapsed: boolean): void {
  $tcrNavCollapsed.set(collapsed);
}
