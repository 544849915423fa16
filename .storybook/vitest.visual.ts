// Visual regression for every story; runs in the Storybook Vitest projects after each story's test.
import { afterEach, expect } from 'vitest';
import { page } from '@vitest/browser/context';
import type { StoryContext } from '@storybook/react-vite';

/**
 * The Chromium that recorded the baselines (written by `npm run test:visual:update`). Another version may
 * anti-alias text differently, so a mismatch is reported as such rather than as hundreds of changed pictures.
 */
const recordedWith = Object.values(
  import.meta.glob<string>('../tests/visual/chromium-version.txt', { query: '?raw', import: 'default', eager: true }),
)[0]?.trim();
/** The full Chromium version (the user agent string only carries the major one). */
interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{ uaFullVersion?: string }>;
}
const runningWith = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData
  ?.getHighEntropyValues(['uaFullVersion'])
  .then((values) => values.uaFullVersion);

/** The story parameter that opts a story out of its screenshot: `parameters: { visual: { disable: true } }`. */
interface VisualParameters {
  visual?: { disable?: boolean };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const isInfinite = (animation: Animation) => animation.effect?.getComputedTiming().iterations === Infinity;

/**
 * The bottom of everything painted: the story and any overlay portalled to the body (menus, dialogs, tooltips),
 * so the screenshot holds the whole picture and no more.
 */
function paintedBottom(): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll<HTMLElement>('body > *, body > * *')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  return Math.ceil(bottom);
}

/** Frames in a row the page must hold still before its picture is taken. */
const STILL_FRAMES = 6;
/** Give up waiting after this many frames (about 5 s) and take the picture as it is. */
const MAX_FRAMES = 300;

/**
 * Lets the story come to rest, so the picture shows where the story settles, not a moment on the way: waits
 * until, for several frames in a row, no finite animation runs and the painted height holds. One check is not
 * enough: an overlay's exit starts a frame after its state changed, and one animation's end can start another.
 * Infinite animations (spinners) are sent back to their first frame, where Playwright's screenshot would put
 * them anyway, so neither the wait nor the measured size depends on a rotation angle.
 *
 * An overlay still marked `data-exiting` once no animation runs is treated as gone: react-aria removes it when
 * its exit animation's `finished` promise settles, which in the test browser sometimes never happens, leaving
 * it on screen at full opacity for an arbitrary time. (`data-entering` can linger the same way; it changes
 * nothing on screen, so it is not waited for.)
 */
async function settle(): Promise<void> {
  let still = 0;
  let lastBottom = -1;
  for (let frame = 0; frame < MAX_FRAMES && still < STILL_FRAMES; frame += 1) {
    await nextFrame();
    const animations = document.getAnimations();
    for (const animation of animations) if (isInfinite(animation)) animation.cancel();
    const moving = animations.some((animation) => !isInfinite(animation) && animation.playState === 'running');
    if (!moving) {
      for (const exiting of document.querySelectorAll<HTMLElement>('[data-exiting]')) exiting.style.display = 'none';
    }
    const bottom = paintedBottom();
    still = !moving && bottom === lastBottom ? still + 1 : 0;
    lastBottom = bottom;
  }
}

/**
 * Visual regression: after a story has rendered and its play test passed, its picture must equal the committed
 * baseline (tests/visual/<theme>/<stories file>/<story>.png). `npm run test:visual:update` rewrites the baselines
 * on purpose.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryContext }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if ((story.parameters as VisualParameters).visual?.disable) return;

  const chromium = await runningWith;
  if (recordedWith !== chromium) {
    throw new Error(
      `The visual baselines were recorded with Chromium ${recordedWith ?? '(unknown)'}, this is Chromium ${chromium}. ` +
        'Run `npm run test:visual:update`, review the changed pictures, and commit them.',
    );
  }
  await settle();
  const body = document.body;
  body.style.minHeight = `${paintedBottom() + 16}px`;
  try {
    await expect.element(page.elementLocator(body)).toMatchScreenshot();
  } finally {
    body.style.minHeight = '';
  }
});
