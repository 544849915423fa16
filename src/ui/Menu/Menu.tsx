import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Header } from 'react-aria-components/Header';
import {
  Collection,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components/Menu';
import { Separator as RACSeparator, type SeparatorProps as RACSeparatorProps } from 'react-aria-components/Separator';
import { cx, mergeClassName } from '../theme/classNames.ts';
import * as styles from './Menu.css.ts';

export {
  MenuTrigger,
  SubmenuTrigger,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from 'react-aria-components/Menu';

export type MenuProps<T> = RACMenuProps<T>;

/** A list of actions or options, normally inside a `Popover` opened by a `MenuTrigger`. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <RACMenu {...props} className={mergeClassName(styles.menu, className)} />;
}

export type MenuItemTone = (typeof styles.itemTones)[number];

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** `danger` colors destructive actions. @default 'default' */
  tone?: MenuItemTone;
}

/**
 * One action (`onAction`) or link (`href`) of a Menu. Shows a check mark when the menu has a selection mode and a
 * chevron when it opens a submenu.
 */
export function MenuItem<T extends object>({ className, children, tone, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={mergeClassName(styles.item({ tone }), className)}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <Check size={16} />}
            </span>
          )}
          <span className={styles.itemLabel}>{content}</span>
          {hasSubmenu && <ChevronRight size={16} className={styles.chevron} aria-hidden="true" />}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** Visible heading of the section, also its accessible name. */
  title?: ReactNode;
}

/** A group of menu items with an optional heading. */
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      {items ? <Collection items={items}>{children}</Collection> : (children as ReactNode)}
    </RACMenuSection>
  );
}

export type SeparatorProps = RACSeparatorProps;

/** A 1px rule between groups of menu items (or any content). */
export function Separator({ className, ...props }: SeparatorProps) {
  return <RACSeparator {...props} className={cx(styles.separator, className)} />;
}
