import { useContext, useRef } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import {
  PopoverContext,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components/Popover';
import { useSlottedContext } from 'react-aria-components/slots';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { DialogTriggerContext } from '../Dialog/Dialog.tsx';
import { TriggeredOverlay } from '../Dialog/InteractiveDialog.tsx';
import * as styles from './Popover.css.ts';

export type PopoverProps = RACPopoverProps;

/** Dropdown max height from the spec (20rem at the 14px root size), in px as RAC positions in px. */
export const POPOVER_MAX_HEIGHT = 280;

/**
 * A floating surface (raised background, border, large shadow, 10px radius) positioned next to its trigger.
 * Scrolls when taller than `maxHeight` (default 280px = 20rem) or than the space available in the viewport.
 * Once closed, focus is back on its trigger even when react-aria's own return misses (see useFocusReturn).
 */
export function Popover({ className, maxHeight = POPOVER_MAX_HEIGHT, offset = 6, ...props }: PopoverProps) {
  const link = useContext(DialogTriggerContext);
  const state = useContext(OverlayTriggerStateContext);
  const anchor = useSlottedContext(PopoverContext);
  const ref = useRef<HTMLElement>(null);
  useFocusReturn(props.isOpen ?? state?.isOpen ?? false, ref, () => (props.triggerRef ?? anchor?.triggerRef)?.current);
  const popover = (
    <RACPopover
      {...props}
      ref={ref}
      maxHeight={maxHeight}
      offset={offset}
      className={composeRenderProps(className, (cn) => (cn ? `${styles.popover} ${cn}` : styles.popover))}
    />
  );
  // Next to a DialogTrigger's button (a non-modal dialog): wired to that trigger once the person shows intent.
  if (link) return link.wanted ? <TriggeredOverlay link={link}>{popover}</TriggeredOverlay> : null;
  return popover;
}
