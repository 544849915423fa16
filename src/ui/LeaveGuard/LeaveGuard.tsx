import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { askToLeave, question, unsavedWithin } from './unsavedChanges.ts';

// The question's dialog loads when something first asks, not with the page.
const LeaveQuestion = lazy(() => import('./LeaveQuestion.tsx'));

/** A link the browser would follow in this tab (not a new tab or window, a download, or a jump within the page). */
function followedHere(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  const samePage =
    url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
  return samePage && url.hash !== '' ? null : anchor;
}

/** The parts of the Navigation API (Chromium, Safari 26, Firefox 147) this guard uses; TypeScript's DOM lib lacks it. */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string; sameDocument: boolean };
}
interface NavigationLike extends EventTarget {
  traverseTo(key: string): unknown;
}
const navigationApi = (): NavigationLike | undefined => (globalThis as { navigation?: NavigationLike }).navigation;

/**
 * Mounted once per page: nothing typed is lost without asking (issue: dirty forms). A link (a tab, Back, Cancel,
 * the navigation) followed while a form holds unsaved changes asks 'Discard changes?' first, and is followed again
 * once the person discards; Back and Forward between the page's own addresses likewise; closing or reloading the
 * page gets the browser's own question.
 */
export function LeaveGuard() {
  const [token] = useState(() => ({}));
  const subscribe = useCallback((listener: () => void) => question.subscribe(token, listener), [token]);
  const isOpen = useSyncExternalStore(
    subscribe,
    () => question.isShownBy(token),
    () => false,
  );

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = followedHere(event);
      if (!anchor || unsavedWithin().length === 0) return;
      // Before any handler of the page (a router's) sees it: the question comes first. Listeners on the document
      // itself still hear it (React Aria's press tracking waits for this click to end the link's press).
      event.preventDefault();
      event.stopPropagation();
      void askToLeave().then((leave) => leave && anchor.click());
    }
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (unsavedWithin().length === 0) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    }
    // Back and Forward within the page (between an account's tabs): the browser's own traversal, stopped before
    // the router hears of it, and made again once the person discards. One to another page gets beforeunload's.
    function onNavigate(event: Event) {
      const traverse = event as TraverseEvent;
      if (traverse.navigationType !== 'traverse' || !traverse.destination.sameDocument || !event.cancelable) return;
      if (unsavedWithin().length === 0) return;
      event.preventDefault();
      const key = traverse.destination.key;
      void askToLeave().then((leave) => leave && navigationApi()?.traverseTo(key));
    }
    const navigation = navigationApi();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense>
      <LeaveQuestion onAnswer={question.answer} />
    </Suspense>
  );
}
