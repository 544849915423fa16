import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, visuallyHidden } from '../theme/styles.ts';

const enter = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The bubble: inverted colors (text color as background), so it stands out from any surface in both themes.
 * `vars.color.text` on `vars.color.textInverse` is the body text pair reversed, AA in light and dark.
 */
export const tooltip = style({
  maxWidth: 'min(20rem, calc(100vw - 24px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  outline: 'none',
  // The bubble takes the pointer (WCAG 1.4.13, content on hover is hoverable): moved onto it from the trigger, the
  // pointer keeps it open (react-aria's tooltip opens again on its own hover, within the trigger's close delay), so
  // a long text can be read, or magnified, under the pointer. Only a closing bubble lets the pointer through.
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ease-out` },
    '&[data-exiting]': { animation: `${enter} ${vars.motion.fast} ease-in reverse`, pointerEvents: 'none' },
  },
});

/** The arrow, a triangle pointing at the trigger; rotated for each placement. */
export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
  },
});

/** TruncatedText's trigger: reads as the surrounding text, with a dotted underline hinting at more. */
export const truncatedTrigger = style({
  display: 'inline',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  borderRadius: vars.radius.sm,
  cursor: 'help',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

/**
 * The cut text in the trigger, with a dotted underline on each of its lines. The line is a repeating image, each
 * line of text starting its own: Chromium painted a dotted text decoration one of two ways from run to run on the
 * same page (same layout), which no picture can hold.
 */
export const truncatedCut = style({
  background: `linear-gradient(to right, ${vars.color.borderStrong} 1px, transparent 1px) 0 100% / 3px 1px repeat-x`,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  selectors: {
    [`${truncatedTrigger}[data-hovered] &`]: {
      backgroundImage: 'linear-gradient(to right, currentColor 1px, transparent 1px)',
    },
  },
});

export const srOnly = style(visuallyHidden);
