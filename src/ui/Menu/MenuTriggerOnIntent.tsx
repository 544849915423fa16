import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { ButtonContext } from 'react-aria-components/Button';
import type { MenuTriggerProps } from 'react-aria-components/Menu';
import { useMenuTrigger, type AriaMenuOptions } from 'react-aria/useMenu';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { WhenLoaded } from '../hooks/preloadable.tsx';

/** What an open menu needs from its trigger; `MenuPopover` takes it. */
export interface MenuTriggerLink {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export interface MenuTriggerOnIntentProps extends Omit<MenuTriggerProps, 'children'> {
  /** The trigger: one Button, which takes the trigger's props through RAC's ButtonContext. */
  children: ReactNode;
  /**
   * The open menu: a lazily loaded component (`preloadable(() => import(...))`) that renders a `MenuPopover` given
   * this `menuTrigger`. It is rendered from the first hover, focus or press of the trigger, and shown once its code
   * is there (a press before then opens it as soon as it arrives, with no fallback in between).
   */
  menu: (menuTrigger: MenuTriggerLink) => ReactNode;
}

/**
 * RAC's `MenuTrigger` whose menu loads on intent. RAC's own trigger lives in the module that defines `Menu`, so
 * importing it ships the whole menu, collection and overlay code with the page; this trigger uses the same
 * react-aria hook and state, and `MenuPopover` (loaded with the menu) provides the contexts RAC's trigger would.
 * Keyboard and pointer behaviour are RAC's: Enter, Space or ArrowDown open on the first item, ArrowUp on the last.
 */
export function MenuTriggerOnIntent({ children, menu, ...props }: MenuTriggerOnIntentProps) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ ...props, type: 'menu' }, state, triggerRef);
  const [shown, setShown] = useState(false);
  const show = () => setShown(true);
  return (
    <>
      <ButtonContext.Provider
        value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen, onHoverStart: show, onFocus: show }}
      >
        {children}
      </ButtonContext.Provider>
      <WhenLoaded when={shown || state.isOpen}>{menu({ state, menuProps, triggerRef })}</WhenLoaded>
    </>
  );
}
