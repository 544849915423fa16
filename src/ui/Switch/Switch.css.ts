import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing, forcedColors } from '../theme/styles.ts';

const trackWidth = '34px';
const trackHeight = '20px';
const thumbSize = '14px';
const inset = '2px';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The clickable area: track and label. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: 'fit-content',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: trackHeight,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': disabled,
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** Description and error line up with the label text, not the track. */
export const indented = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: trackWidth,
  height: trackHeight,
  padding: inset,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${button}[data-selected][data-hovered] &`]: {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &`]: { background: vars.color.danger, borderColor: vars.color.danger },
    [`${button}[data-focus-visible] &`]: focusRing,
  },
  '@media': {
    // Forced colors would paint both tracks Canvas with a CanvasText rim: on is filled with Highlight instead.
    [forcedColors]: {
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: {
        [`${button}[data-selected] &, ${button}[data-selected][data-hovered] &, ${button}[data-invalid][data-selected] &`]:
          { background: 'Highlight', borderColor: 'Highlight' },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText' },
        [`${button}[data-disabled][data-selected] &`]: { background: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

export const thumb = style({
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-pressed] &`]: { transform: 'scale(0.9)' },
    [`${button}[data-selected] &`]: {
      background: vars.color.accentText,
      // Track inner width minus thumb: 34 - 2*1.5 border - 2*2 padding - 14 = 13px.
      transform: `translateX(calc(${trackWidth} - 3px - 2 * ${inset} - ${thumbSize}))`,
    },
    [`${button}[data-invalid][data-selected] &`]: { background: vars.color.dangerText },
  },
  '@media': {
    // Forced colors would paint the thumb Canvas, on a Canvas track: it is CanvasText, and HighlightText when on.
    [forcedColors]: {
      background: 'CanvasText',
      selectors: {
        [`${button}[data-selected] &, ${button}[data-invalid][data-selected] &`]: { background: 'HighlightText' },
        [`${button}[data-disabled] &`]: { background: 'GrayText' },
        [`${button}[data-disabled][data-selected] &`]: { background: 'Canvas' },
      },
    },
  },
});

export const label = style({ overflowWrap: 'anywhere' });
