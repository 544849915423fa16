/**
 * What stays usable whatever an overlay hides, as react-aria's own hiding keeps it: its live announcer (what it says
 * must be heard) and its top-layer regions.
 */
const ALWAYS_USABLE = '[data-live-announcer], [data-react-aria-top-layer]';

/**
 * Makes the page inert around `keep` until the returned function is called: every element of the body that neither
 * is nor holds one of `keep` (nor react-aria's live announcer) gets the `inert` attribute, so it can be neither
 * focused, clicked nor read, and elements added meanwhile outside `keep` are made inert as they come. Elements that
 * are inert already (another overlay's doing) are left alone, and only those made inert here are given back.
 *
 * Why: react-aria's combo box hides the rest of the page while its list is open (VoiceOver's cursor would otherwise
 * wander from the input into the page before reaching the list, which is portalled to the end of the body), but with
 * aria-hidden only, which leaves the page's fields and links focusable under it (axe's aria-hidden-focus). Inert
 * content is neither focusable nor exposed; react-aria's modal overlays (Select, Menu, Dialog) hide the page so too.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const body = keep[0]?.ownerDocument.body;
  if (!body) return () => {};
  const kept = [...keep, ...body.querySelectorAll(ALWAYS_USABLE)];
  const made = new Set<Element>();

  const makeInert = (element: Element) => {
    if (kept.includes(element)) return;
    if (kept.some((usable) => element.contains(usable))) {
      for (const child of element.children) makeInert(child);
      return;
    }
    if (element.hasAttribute('inert')) return;
    element.setAttribute('inert', '');
    made.add(element);
  };
  for (const child of body.children) makeInert(child);

  // Content added while the overlay is open (a message under a field, a portal) is hidden as it comes, unless it
  // is added inside what stays usable or inside what is inert already.
  const observer = new MutationObserver((records) => {
    for (const { target, addedNodes } of records) {
      if (!(target instanceof Element) || !target.isConnected) continue;
      if (target.closest('[inert]') || kept.some((usable) => usable.contains(target))) continue;
      for (const node of addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(ALWAYS_USABLE)) kept.push(node);
        else makeInert(node);
      }
    }
  });
  observer.observe(body, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    for (const element of made) element.removeAttribute('inert');
  };
}
