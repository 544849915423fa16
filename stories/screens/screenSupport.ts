/**
 * What every screen story (Screens/*) stands on: the island rendered as its Astro page mounts it, with the API
 * mocked at the network boundary by the handlers of tests/support/api-mocks (the component tests use the same).
 *
 * A screens file sets `parameters.screen` (the address, signed in or not, what the API holds) and
 * `beforeEach: prepareScreen` in its meta; a story changes one answer with its own `beforeEach`, which runs after
 * the meta's and so wins: `beforeEach: withHandlers(pending('GET /account_admin/:id'))`.
 */
import type { StoryContext } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor, within } from 'storybook/test';
import { queryClient } from '../../src/api/queryClient.ts';
import { $auth } from '../../src/stores/auth.ts';
import { setColorScheme } from '../../src/stores/colorScheme.ts';
import { notify } from '../../src/ui/index.ts';
import { apiHandlers, type MockApiData } from '../../tests/support/api-mocks/index.ts';
import { storyColorScheme } from '../../.storybook/storyTheme.ts';

export interface ScreenParameters {
  /** The address the island opens at, path and query, as its Astro page would be: '/app/accounts/1041/users'. */
  path: string;
  /** The signed-out screens set false; the signed-in ones get a valid session (a bearer, no redirect to /login). */
  signedIn?: boolean;
  /** What the mocked API holds (default: the fixtures, a staff user who is not a reseller). */
  api?: MockApiData;
}

/** A story's context as the screens read it; `msw` is the worker msw-storybook-addon's loader puts there. */
type ScreenContext = Pick<StoryContext, 'parameters' | 'globals'> & { msw?: unknown };

function workerOf(context: ScreenContext): SetupWorker {
  if (!context.msw) throw new Error("No mock worker: preview.tsx's mswLoader did not run for this story.");
  return context.msw as SetupWorker;
}

/**
 * A story's `beforeEach` that puts these handlers in front of the screen's (the story's state):
 * `beforeEach: withHandlers(pending('GET /account_admin/:id'))`.
 */
export const withHandlers =
  (...handlers: RequestHandler[]) =>
  (context: ScreenContext) => {
    workerOf(context).use(...handlers);
  };

/** Far enough ahead that no story ever refreshes its session. */
const SESSION_MS = 24 * 60 * 60_000;

/**
 * Sets the stage for one screen story, and clears it afterwards:
 * - an empty query cache: islands share the one QueryClient of src/api (the mutations write to it too), so each
 *   story starts with it emptied rather than with a client of its own;
 * - the session store (signed in or out), so the API client sends a bearer and the shell does not leave for /login;
 * - the stored color scheme: the shell applies it to the document, so it must be the story's theme;
 * - no toast left from the story before;
 * - the address the island reads (its router, list state or `?account=`), restored after the story;
 * - the mocked API's handlers, over a fresh copy of the fixtures.
 */
export async function prepareScreen(context: ScreenContext) {
  const screen = context.parameters.screen as ScreenParameters;

  await queryClient.cancelQueries();
  queryClient.clear();

  $auth.set(
    screen.signedIn === false
      ? null
      : { access: 'story-access-token', refresh: 'story-refresh-token', expiresIn: Date.now() + SESSION_MS },
  );
  setColorScheme(storyColorScheme(context.globals));

  // Sonner keeps every toast not dismissed (even one that closed by itself) and replays it to the next Toaster
  // that mounts: dismiss them all, or the story before's toasts come back in this one.
  await notify.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 3000 });

  const storybookUrl = location.href;
  history.replaceState(history.state, '', screen.path);
  // Stores already listening (a list's state, a router) follow the address as they do on back and forward.
  window.dispatchEvent(new PopStateEvent('popstate'));

  workerOf(context).use(...apiHandlers(screen.api));

  return () => {
    history.replaceState(history.state, '', storybookUrl);
    $auth.set(null);
  };
}

/**
 * The toast (spec 8) with this text, once sonner has faded it in. Toasts sit outside the story's canvas, and the
 * same text may also be on the page (a form's error banner), so only toasts are searched.
 */
export async function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  const document = canvasElement.ownerDocument;
  let toast: HTMLElement | undefined;
  await waitFor(
    () => {
      toast = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].find((t) =>
        t.textContent?.includes(text),
      );
      expect(toast, `a toast saying '${text}'`).toBeVisible();
    },
    { timeout: 5000 },
  );
  return toast!;
}

/**
 * Small screens for the screen stories: a meta sets `parameters: { viewport: { options: smallViewports } }` and a
 * story `globals: { viewport: PHONE }` (390px) or `NARROW_PHONE` (320px).
 */
export const smallViewports = {
  phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  narrowPhone: { name: 'Narrow phone (320px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
} as const;
export const PHONE = { value: 'phone', isRotated: false };
export const NARROW_PHONE = { value: 'narrowPhone', isRotated: false };

/** The element lies wholly inside the viewport, and the page does not scroll sideways. */
export async function expectInsideViewport(element: Element): Promise<void> {
  const view = element.ownerDocument.documentElement;
  await waitFor(() => {
    const rect = element.getBoundingClientRect();
    expect(rect.left, 'left edge').toBeGreaterThanOrEqual(0);
    expect(rect.top, 'top edge').toBeGreaterThanOrEqual(0);
    expect(rect.right, 'right edge').toBeLessThanOrEqual(view.clientWidth);
    expect(rect.bottom, 'bottom edge').toBeLessThanOrEqual(view.clientHeight);
  });
  await expect(view.scrollWidth, 'page width').toBeLessThanOrEqual(view.clientWidth);
}

/**
 * Nothing on the page scrolls sideways: the document is no wider than the window, and no box that scrolls (the
 * shell's page area under the top bar, the top navigation) is wider than itself.
 */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const document = canvasElement.ownerDocument;
  const view = document.documentElement;
  await expect(view.scrollWidth, 'page width').toBeLessThanOrEqual(view.clientWidth);
  const scrollers = [...document.body.querySelectorAll('*')]
    .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()}: ${element.scrollWidth}px in ${element.clientWidth}px`);
  await expect(scrollers, 'boxes that scroll sideways').toEqual([]);
}

/**
 * The page's polite live regions (role status) as they are now: take them before an action, then check with
 * `expectSaidThrough` that the action's status text is said through one of them. A region added with its first
 * words is not read by screen readers; one already on the page is.
 */
export function liveRegionsNow(canvasElement: HTMLElement): Set<Element> {
  return new Set(canvasElement.ownerDocument.querySelectorAll('[role="status"], [aria-live="polite"]'));
}

/**
 * The list answers the whole of a typed search, not a part of it committed while typing: where the list marks matches,
 * each mark is the term; elsewhere every row's header holds it. (A search field commits after a pause, so on a
 * loaded machine "Recor" can be asked and answered before "Recordatorios", and its count said first.)
 */
export async function expectListAnswers(table: HTMLElement, term: string): Promise<void> {
  const fold = (text: string | null) => (text ?? '').toLocaleLowerCase();
  await waitFor(
    () => {
      const marks = [...table.querySelectorAll('mark')];
      const headers = within(table).queryAllByRole('rowheader');
      expect(headers.length, 'rows').toBeGreaterThan(0);
      if (marks.length > 0) for (const mark of marks) expect(fold(mark.textContent)).toBe(fold(term));
      else for (const header of headers) expect(fold(header.textContent)).toContain(fold(term));
    },
    { timeout: 5000 },
  );
}

/** `text` is inside a polite live region that was on the page before (one of `before`), said whole if `atomic`. */
export async function expectSaidThrough(
  before: Set<Element>,
  text: string | RegExp,
  canvasElement: HTMLElement,
  { atomic = true }: { atomic?: boolean } = {},
): Promise<HTMLElement> {
  let region: HTMLElement | null = null;
  await waitFor(
    () => {
      const holder = within(canvasElement.ownerDocument.body).getByText(text);
      region = holder.closest<HTMLElement>('[role="status"], [aria-live="polite"]');
      expect(region, `a live region around '${String(text)}'`).not.toBeNull();
    },
    { timeout: 5000 },
  );
  await expect(before.has(region!), 'the live region was on the page before its text').toBe(true);
  if (atomic) await expect(region).toHaveAttribute('aria-atomic', 'true');
  return region!;
}
