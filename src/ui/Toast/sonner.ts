/**
 * Sonner is loaded on demand, in its own chunk, when the first notification is asked for: it injects its
 * stylesheet when evaluated, and most page views never show a toast, so no page pays for it up front.
 */
export const loadSonner = () => import('sonner');

let markReady: () => void = () => {};
/** Resolves once a Toaster is mounted and listening, so no notification is published too early. */
export const toasterReady = /* @__PURE__ */ new Promise<void>((resolve) => {
  markReady = resolve;
});
export const signalToasterReady = () => markReady();

let requested = false;
const listeners = new Set<() => void>();

/** Called by the first notification: the page's Toaster mounts sonner from then on. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

/** useSyncExternalStore source: whether any notification has been asked for on this page. */
export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
};
