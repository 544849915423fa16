import { vars } from './theme.css.ts';

/**
 * Style fragments shared by widgets (plain objects, spread inside a widget's own `style`/`recipe`).
 * Not a .css.ts file on purpose: it emits no CSS by itself.
 */

/** The one focus ring: 2px solid, offset from the control. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * Windows High Contrast and other forced-color modes. There the browser replaces every author color with the
 * user's palette (fills become Canvas, borders and text CanvasText) and drops shadows, so a state told apart by a
 * fill, a tint or a shadow vanishes. A widget whose states differ that way names system colors under this query
 * (a system color is kept as written): Highlight and HighlightText for on and selected, CanvasText for the rest,
 * GrayText for disabled.
 */
export const forcedColors = '(forced-colors: active)';

/** Disabled look shared by every control. */
export const disabled = {
  opacity: 0.5,
  cursor: 'not-allowed',
} as const;

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
