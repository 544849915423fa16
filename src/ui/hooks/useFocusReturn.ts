import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** How long after an overlay closes focus may still be brought back (its exit animation included). */
const RETURN_WITHIN_MS = 1000;

/**
 * Brings focus back to `returnTo` after the overlay closes, when react-aria's own return did not take and focus was
 * left on the page's body. React-aria returns focus one frame after the overlay leaves, but a modal overlay makes
 * the rest of the page inert until a later effect, and when that frame comes first the focus call does nothing
 * (adobe/react-spectrum#10610): a keyboard user's next Tab then starts again at the top of the page.
 * This waits, frame by frame, for the overlay to be gone and `returnTo` to be focusable again; it stops as soon as
 * focus is anywhere else than the overlay or the body (returned, or moved on by the person).
 */
export function useFocusReturn(
  isOpen: boolean,
  overlay: RefObject<Element | null>,
  returnTo: () => Element | null | undefined,
): void {
  const wasOpen = useRef(isOpen);
  const target = useEffectEvent(returnTo);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    const until = performance.now() + RETURN_WITHIN_MS;
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      const element = target();
      if (!(element instanceof HTMLElement) || !element.isConnected || performance.now() > until) return;
      const inOverlay = overlay.current?.isConnected === true && overlay.current.contains(active);
      const lost = active == null || active === document.body;
      if (!inOverlay && !lost) return;
      if (lost && !element.closest('[inert]')) {
        element.focus({ preventScroll: true });
        return;
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [isOpen, overlay]);
}
