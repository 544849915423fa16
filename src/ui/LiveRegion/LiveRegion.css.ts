import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/styles.ts';

/** While it has nothing to say the region takes no room: out of the flow, so a Stack or Inline adds no gap for it. */
export const region = style({
  selectors: { '&:empty': visuallyHidden },
});

/** Nor does a box that holds nothing else (a row of a count and its chips, while no filter is active). */
globalStyle(`:has(> ${region}:empty:only-child)`, visuallyHidden);

/** Said only: the toasts' words for assistive technology, whose own region is shown. */
export const hidden = style(visuallyHidden);
