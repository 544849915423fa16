// Visual regression for every story; runs in the Storybook Vitest projects after each story's test.
import { afterEach, expect, inject } from 'vitest';
import { page } from '@vitest/browser/context';
import type { StoryContext } from '@storybook/react-vite';

/** Decided once per run by the story projects' global setup (tests/support/visualGlobalSetup.ts). */
const compareScreenshots = inject('compareScreenshots');

/**
 * A stylesheet laid over every story before its picture (VISUAL_PROBE_CSS, empty in normal runs): how the visual
 * check's own test (tests/tooling/visual-check.test.ts) makes a deliberate change of look, such as a token colour.
 */
const probeCss = import.meta.env.VISUAL_PROBE_CSS as string;
if (probeCss) {
  const style = document.createElement('style');
  style.textContent = probeCss;
  document.head.append(style);
}

/**
 * A toast stays until dismissed in story runs: sonner holds its 4 s timer while the document is hidden, so a story
 * that ends on a toast has it in its picture however long a loaded machine takes to get there. (Only sonner reads
 * `document.hidden`; TanStack Query's focus follows `visibilityState`, which is left alone.)
 */
Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });

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
 * Answers false when the story cannot come to rest: an overlay is still marked `data-exiting` with no animation
 * left to run. react-aria unmounts an exiting overlay (and gives focus back to its trigger) when its exit
 * animation's `finished` promise resolves; in the test browser that promise sometimes rejects instead, and
 * react-aria then leaves the overlay on screen for good, with focus nowhere. Such a run shows neither the
 * story's real end nor a repeatable picture. (`data-entering` can linger the same way; it changes nothing on
 * screen, so it is not waited for.)
 */
async function settle(): Promise<boolean> {
  let still = 0;
  let lastBottom = -1;
  for (let frame = 0; frame < MAX_FRAMES && still < STILL_FRAMES; frame += 1) {
    await nextFrame();
    const animations = document.getAnimations();
    for (const animation of animations) if (isInfinite(animation)) animation.cancel();
    const moving = animations.some((animation) => !isInfinite(animation) && animation.playState === 'running');
    const bottom = paintedBottom();
    still = !moving && bottom === lastBottom ? still + 1 : 0;
    lastBottom = bottom;
  }
  return document.querySelector('[data-exiting]') === null;
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

  if (!compareScreenshots) return;
  if (!(await settle())) {
    // The play test and axe check passed; only this run's picture would be meaningless (see settle()).
    console.warn(
      `${context.task.file.name} > ${context.task.name}: an overlay was stranded mid-exit; no picture this run.`,
    );
    return;
  }
  const body = document.body;
  const bottom = paintedBottom();
  const height = bottom + 16;
  body.style.minHeight = `${height}px`;
  // The story runs in an iframe, and nothing below the iframe's viewport is painted into a screenshot: a page
  // taller than the viewport (a screen, a list of cards) gets a viewport as tall as the page for its picture. One
  // that only fills the viewport (a full-height shell, a modal's underlay) keeps it.
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const grow = bottom > viewport.height;
  try {
    if (grow) {
      await page.viewport(viewport.width, height);
      await settle();
    }
    await expect.element(page.elementLocator(body)).toMatchScreenshot();
  } finally {
    body.style.minHeight = '';
    if (grow) await page.viewport(viewport.width, viewport.height);
  }
});
