import { useCallback, useEffect, useMemo, useRef, type RefCallback } from 'react';

/** Focus is nowhere: on the page's body, where it falls when the focused control leaves the page or is disabled. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** How long focus asked for from inside a dialog waits for the dialog to close (its exit animation included). */
const DIALOG_WAIT_MS = 2000;

interface Request {
  /** The element focused when focus was asked for: the action's (pending) button. */
  from: Element | null;
  /** The dialog `from` is in (a confirmation's button), which must close first. */
  dialog: Element | null;
  until: number;
}

/**
 * `[ref, focus]`: put `ref` on the element that takes focus (a heading given `tabIndex={-1}`, a link, a button, a
 * DataTable); call `focus()` once the action is done. It moves focus to the element at once when it is on the page,
 * otherwise as soon as it mounts (the next step's heading). It does not take focus from where the person has moved
 * it meanwhile: only from the page's body or from the control that had focus when it was called (the pending button
 * of the action). Called from inside a dialog (a confirmation's button), it waits for the dialog to close and then
 * takes focus from wherever the dialog gave it back (the dialog's trigger, which the action may be about to remove).
 */
export type FocusTarget<T extends HTMLElement> = readonly [ref: RefCallback<T>, focus: () => void];

export function useFocusTarget<T extends HTMLElement>(): FocusTarget<T> {
  const node = useRef<T | null>(null);
  const request = useRef<Request | null>(null);
  const frame = useRef(0);

  const settle = useCallback(() => {
    cancelAnimationFrame(frame.current);
    const asked = request.current;
    const target = node.current;
    if (!asked || !target?.isConnected) return;
    // A dialog still open (or closing) keeps focus inside itself, and leaves the page inert until it is gone.
    if (asked.dialog?.isConnected || target.closest('[inert]')) {
      if (performance.now() > asked.until) request.current = null;
      else frame.current = requestAnimationFrame(settle);
      return;
    }
    request.current = null;
    if (!asked.dialog && !isFocusLost() && document.activeElement !== asked.from) return;
    // A target already in view (a table the person was working in) stays where it is: the page does not jump.
    const { top, bottom } = target.getBoundingClientRect();
    target.focus({ preventScroll: bottom > 0 && top < window.innerHeight });
  }, []);

  const ref = useCallback<RefCallback<T>>(
    (element) => {
      node.current = element;
      settle();
    },
    [settle],
  );

  const focus = useCallback(() => {
    const from = document.activeElement;
    const dialog = from?.closest('[role="dialog"], [role="alertdialog"]') ?? null;
    request.current = { from, dialog, until: performance.now() + DIALOG_WAIT_MS };
    settle();
  }, [settle]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return useMemo(() => [ref, focus] as const, [ref, focus]);
}
