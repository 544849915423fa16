import { useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { MenuContext, RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { PopoverContext } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import { Popover, type PopoverProps } from '../Popover/Popover.tsx';
import type { MenuTriggerLink } from './MenuTriggerOnIntent.tsx';

export interface MenuPopoverProps extends Omit<PopoverProps, 'trigger' | 'triggerRef' | 'isOpen' | 'onOpenChange'> {
  /** The `MenuTriggerOnIntent` this menu opens from. */
  menuTrigger: MenuTriggerLink;
}

/** The popover of a `MenuTriggerOnIntent`, wired to it as RAC's `MenuTrigger` wires its own; holds a `Menu`. */
export function MenuPopover({ menuTrigger, ...props }: MenuPopoverProps) {
  const { state, menuProps, triggerRef } = menuTrigger;
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <Popover {...props} />
    </Provider>
  );
}
