/**
 * Stories in forced colors (Windows High Contrast): `...inForcedColors` in a story makes its test run,
 * and its picture be taken, with `forced-colors: active` emulated by Chromium, which then repaints the page in its
 * forced palette as Windows would. The story tests get the emulation from `.storybook/vitest.forcedColors.ts` (a
 * browser command of vitest.config.ts) and end it after the story's picture. Storybook itself cannot force colors
 * from a page: there the story renders as usual unless DevTools emulates them (Rendering > Emulate CSS media
 * feature forced-colors).
 */
import { expect } from 'storybook/test';

let emulate: (() => Promise<void>) | undefined;

/** Called by the story tests' setup: how this run puts the page in forced colors until the story has ended. */
export function provideForcedColorsEmulation(implementation: () => Promise<void>) {
  emulate = implementation;
}

/**
 * A story in forced colors: `{ ...inForcedColors, play }`. Its `beforeEach` enters them where the run can emulate
 * them. axe's color-contrast rule is off there: under forced colors it takes the text's color from
 * `-webkit-text-fill-color`, which Chromium leaves at the author's color while it paints the forced one
 * (dequelabs/axe-core#3978), so the dark theme's light text reads as failing on the forced Canvas. Contrast is
 * checked by every other story.
 */
export const inForcedColors = {
  beforeEach: async () => {
    await emulate?.();
  },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
};

/** In the story tests, the story really is in forced colors (so its checks are not made in normal colors). */
export async function expectForcedColors() {
  if (emulate) await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
}

type Rgba = readonly [number, number, number, number];

function parseColor(color: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!match) throw new Error(`Cannot read the computed color '${color}'.`);
  const [, r, g, b, a] = match;
  return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  const mix = (upper: number, lower: number) => Math.round(upper * a + lower * (1 - a));
  return [mix(r, bottom[0]), mix(g, bottom[1]), mix(b, bottom[2]), 1];
}

/** What shows behind an element: its ancestors' backgrounds painted one over another on a white canvas. */
function backdrop(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    layers.push(parseColor(getComputedStyle(node).backgroundColor));
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

const css = ([r, g, b]: Rgba) => `rgb(${r}, ${g}, ${b})`;

/**
 * The colors an element (or its `::after`) paints, as a person sees them: its fill and its top border, each laid
 * over what shows behind it (a transparent fill or border shows the backdrop, so it reads as the backdrop's color).
 */
export function paintedColors(element: Element, pseudo?: '::after') {
  // A pseudo-element is painted over its element's own fill.
  const base = pseudo
    ? over(parseColor(getComputedStyle(element).backgroundColor), backdrop(element))
    : backdrop(element);
  const style = getComputedStyle(element, pseudo);
  const fill = over(parseColor(style.backgroundColor), base);
  const hasBorder = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
  const border = hasBorder ? over(parseColor(style.borderTopColor), base) : fill;
  return { backdrop: css(base), fill: css(fill), border: css(border) };
}
