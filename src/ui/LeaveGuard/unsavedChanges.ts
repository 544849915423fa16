/**
 * What the person has typed and not saved, across the page: forms (and dialogs holding a choice) register while
 * mounted, and anything that would throw their content away (a link, a tab, Cancel, Escape, closing the page)
 * asks first with `askToLeave`. The question itself is drawn by the `LeaveGuard` the page mounts once.
 */
export interface Unsaved {
  /** Where the content is on the page: a leave that concerns only a part (a dialog) asks about what is inside it. */
  element: () => Element | null;
  /** Read when asked, so a change made a moment ago counts. */
  isDirty: () => boolean;
  /** Drops the content (back to the saved values): what 'Discard changes' does before the page moves on. */
  discard: () => void;
}

const entries = new Set<Unsaved>();

/** Registers content that must not be lost without asking; returns the unregistration. */
export function registerUnsaved(entry: Unsaved): () => void {
  entries.add(entry);
  return () => void entries.delete(entry);
}

/** The dirty content inside `scope` (anywhere on the page without one). */
export function unsavedWithin(scope?: Element | null): Unsaved[] {
  return [...entries].filter((entry) => {
    if (!entry.isDirty()) return false;
    if (!scope) return true;
    const element = entry.element();
    return element !== null && scope.contains(element);
  });
}

type Answer = (leave: boolean) => void;
let pending: Answer | null = null;
/** The LeaveGuards on the page, in mounting order: the last one draws the question (one dialog, however many). */
const hosts: { token: object; listener: () => void }[] = [];
const changed = () => hosts.forEach((host) => host.listener());

/** For the LeaveGuard: whether it shows a question now, and its changes. */
export const question = {
  isShownBy: (token: object) => pending !== null && hosts.at(-1)?.token === token,
  subscribe(token: object, listener: () => void) {
    hosts.push({ token, listener });
    changed();
    return () => {
      hosts.splice(
        hosts.findIndex((host) => host.token === token),
        1,
      );
      // The page that asked is gone: nothing is left to discard. Otherwise another guard draws the question.
      if (hosts.length === 0) question.answer(false);
      else changed();
    };
  },
  /** The person's answer: discard (and go on) or keep editing. */
  answer(leave: boolean) {
    const resolve = pending;
    pending = null;
    changed();
    resolve?.(leave);
  },
};

/**
 * Resolves true when nothing inside `scope` is dirty, or when the person chose to discard it (it is then
 * discarded); false when they keep editing. Without a LeaveGuard on the page there is no one to ask: true.
 */
export function askToLeave(scope?: Element | null): Promise<boolean> {
  const dirty = unsavedWithin(scope);
  if (dirty.length === 0 || hosts.length === 0) return Promise.resolve(true);
  // A second leave while the question is open (a double click) waits for the same answer.
  const previous = pending;
  return new Promise((resolve) => {
    pending = (leave) => {
      if (leave) dirty.forEach((entry) => entry.discard());
      previous?.(leave);
      resolve(leave);
    };
    changed();
  });
}
