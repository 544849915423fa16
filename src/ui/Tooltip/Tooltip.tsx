import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import type { TooltipProps as RACTooltipProps, TooltipTriggerComponentProps } from 'react-aria-components/Tooltip';
// RAC's own TooltipTrigger gives its trigger the tooltip's props this way; react-aria exports it as private.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { mergeProps } from 'react-aria/mergeProps';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState, type TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { preloadable, WhenLoaded } from '../hooks/preloadable.tsx';
import { cx } from '../theme/classNames.ts';
import * as styles from './Tooltip.css.ts';

/** Milliseconds the pointer rests on a trigger before its tooltip shows (RAC's own default is 1500). */
export const TOOLTIP_DELAY = 500;

/** What the open tooltip needs from its trigger. */
export interface TooltipLink {
  state: TooltipTriggerState;
  tooltipProps: ReturnType<typeof useTooltipTrigger>['tooltipProps'];
  triggerRef: RefObject<HTMLElement | null>;
}

const TooltipLinkContext = createContext<TooltipLink | null>(null);

/** The bubble, with react-aria's overlay positioning: loaded on the trigger's first hover, focus or press. */
const TooltipBubble = preloadable(() => import('./TooltipBubble.tsx'));
const preloadBubble = () => void TooltipBubble.preload();

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Hover time before showing, in ms. Keyboard focus shows at once. @default 500 */
  delay?: number;
}

/**
 * Wraps a focusable trigger (a `Button`, `Link`, `IconButton`, or any element inside RAC `Focusable`) and a
 * `Tooltip`. The tooltip shows on hover after a short delay and at once on keyboard focus; Escape, blur and
 * pressing the trigger hide it. The tooltip describes the trigger (aria-describedby) while shown.
 *
 * RAC's `TooltipTrigger` lives in the module that defines its `Tooltip`, so importing it ships the overlay
 * positioning with the page; this trigger uses the same react-aria hook and state, and the bubble (with the
 * positioning) loads at the first hover, focus or press of the trigger, before the tooltip can show.
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY, children, ...props }: TooltipTriggerProps) {
  const state = useTooltipTriggerState({ ...props, delay });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ ...props, delay }, state, triggerRef);
  // DOM handlers: the trigger's focusable hook puts these props on its element.
  const intent = { onPointerEnter: preloadBubble, onFocus: preloadBubble, onPointerDown: preloadBubble };
  return (
    <TooltipLinkContext.Provider value={{ state, tooltipProps, triggerRef }}>
      <FocusableProvider {...mergeProps(triggerProps, intent)} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TooltipLinkContext.Provider>
  );
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The hint: text only. */
  children?: ReactNode;
  /** Draw the arrow pointing at the trigger. @default true */
  showArrow?: boolean;
}

/**
 * A short, non-interactive hint next to its trigger: an inverted bubble (dark in the light theme, light in
 * the dark one) with an arrow. Place it inside a `TooltipTrigger`. It holds text only: never put a link or
 * a button in a tooltip, it cannot be reached. Supplements the trigger's accessible name; an icon-only
 * button still needs its own `aria-label`.
 */
export function Tooltip(props: TooltipProps) {
  const link = useContext(TooltipLinkContext);
  if (!link) throw new Error('A Tooltip goes inside a TooltipTrigger.');
  return (
    // Once its code is there the bubble stays mounted (RAC's tooltip draws nothing while closed), so it can play
    // its exit when it closes.
    <WhenLoaded when={link.state.isOpen || TooltipBubble.isLoaded()} code={TooltipBubble}>
      <TooltipBubble {...props} link={link} />
    </WhenLoaded>
  );
}

/** Where TruncatedText cuts by default: the spec's campaign text previews show 100 characters. */
export const TRUNCATE_LENGTH = 100;

/** The ellipsis appended to cut text. */
export const ELLIPSIS = '…';

/**
 * `text` cut to `maxLength` characters (whole code points, so an emoji is never split) followed by an
 * ellipsis, or `null` when it fits. Trailing spaces before the ellipsis are dropped.
 */
export function truncateText(text: string, maxLength: number = TRUNCATE_LENGTH): string | null {
  const chars = Array.from(text);
  if (chars.length <= maxLength) return null;
  return `${chars.slice(0, Math.max(0, maxLength)).join('').trimEnd()}${ELLIPSIS}`;
}

export interface TruncatedTextProps {
  /** The full text. */
  children: string;
  /** Characters kept before the ellipsis. @default 100 (the spec's campaign text previews) */
  maxLength?: number;
  /** Where the full-text tooltip opens. @default 'top' */
  placement?: TooltipProps['placement'];
  /** Extra class on the rendered element (the plain span, or the trigger when cut). */
  className?: string;
}

/**
 * Text cut to `maxLength` characters with an ellipsis, e.g. a campaign's message flow in a list.
 * Uncut text renders as a plain span. Cut text becomes a focus stop that shows the full text in a Tooltip
 * on hover, on keyboard focus, and on press (so touch users can read it too); Escape hides it. Screen
 * readers get the full text as the element's name, never the cut one.
 */
export function TruncatedText({ children, maxLength = TRUNCATE_LENGTH, placement, className }: TruncatedTextProps) {
  const [isOpen, setOpen] = useState(false);
  const cut = truncateText(children, maxLength);
  if (cut == null) return <span className={className}>{children}</span>;
  return (
    <TooltipTrigger isOpen={isOpen} onOpenChange={setOpen} shouldCloseOnPress={false}>
      <RACButton className={cx(styles.truncatedTrigger, className)} onPress={() => setOpen((open) => !open)}>
        <span aria-hidden="true" className={styles.truncatedCut}>
          {cut}
        </span>
        <span className={styles.srOnly}>{children}</span>
      </RACButton>
      <Tooltip placement={placement}>{children}</Tooltip>
    </TooltipTrigger>
  );
}
