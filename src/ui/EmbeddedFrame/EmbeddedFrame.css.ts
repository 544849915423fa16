import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The frame's height: most of the window, between 480 and 960px (a loading skeleton takes the same). */
export const EMBEDDED_FRAME_HEIGHT = 'max(480px, min(80vh, 960px))';

/** The frame's box: the page's width, a fixed height that scrolls inside the frame, the card's border. */
export const frameBox = style({
  position: 'relative',
  width: '100%',
  height: EMBEDDED_FRAME_HEIGHT,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

/** A frame still loading its new address sits under the shown one, out of sight and out of reach. */
export const loading = style({
  visibility: 'hidden',
});
