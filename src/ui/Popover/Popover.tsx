import { useContext, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import {
  PopoverContext,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components/Popover';
import { useSlottedContext } from 'react-aria-components/slots';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { mergeClassName } from '../theme/classNames.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import { DialogTriggerContext } from '../Dialog/Dialog.tsx';
import { TriggeredOverlay } from '../Dialog/InteractiveDialog.tsx';
import * as styles from './Popover.css.ts';

export type PopoverProps = RACPopoverProps;

/**
 * Below this width a submenu has no room beside its menu on either side, and react-aria only shifts an overlay
 * along its cross axis: beside the menu it would open off screen (x < 0 at 390px). It opens below its item
 * instead, where the cross axis is the horizontal one and is kept inside the viewport.
 */
const NO_ROOM_BESIDE = narrowerThan(breakpoint.sm);

/** Dropdown max height from the spec (20rem at the 14px root size), in px as RAC positions in px. */
export const POPOVER_MAX_HEIGHT = 280;

/**
 * A floating surface (raised background, border, large shadow, 10px radius) positioned next to its trigger.
 * Scrolls when taller than `maxHeight` (default 280px = 20rem) or than the space available in the viewport.
 * On small screens (below 640px) a submenu opens below its item rather than beside its menu.
 * Once closed, focus is back on its trigger even when react-aria's own return misses (see useFocusReturn).
 */
export function Popover({ className, maxHeight = POPOVER_MAX_HEIGHT, offset = 6, ...props }: PopoverProps) {
  const link = useContext(DialogTriggerContext);
  const state = useContext(OverlayTriggerStateContext);
  const anchor = useSlottedContext(PopoverContext);
  const ref = useRef<HTMLElement>(null);
  const narrow = useMediaQuery(NO_ROOM_BESIDE);
  // Set only when needed: an explicit `placement: undefined` would override the submenu context's placement.
  const below = narrow && anchor?.trigger === 'SubmenuTrigger' ? { placement: 'bottom start' as const } : {};
  useFocusReturn(props.isOpen ?? state?.isOpen ?? false, ref, () => (props.triggerRef ?? anchor?.triggerRef)?.current);
  const popover = (
    <RACPopover
      {...props}
      {...below}
      ref={ref}
      maxHeight={maxHeight}
      offset={offset}
      className={mergeClassName(styles.popover, className)}
    />
  );
  // Next to a DialogTrigger's button (a non-modal dialog): wired to that trigger once the person shows intent.
  if (link) return link.wanted ? <TriggeredOverlay link={link}>{popover}</TriggeredOverlay> : null;
  return popover;
}
