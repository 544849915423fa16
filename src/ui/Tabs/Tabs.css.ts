import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing, forcedColors } from '../theme/styles.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

/** How far a cut edge of the row fades: about half a tab, so the next tab's start still shows. */
const fade = '40px';

/**
 * One row that scrolls sideways on narrow screens instead of wrapping. An edge with more tabs beyond it fades out
 * (useScrollEdges marks it), so a cut row says it scrolls; a mask, so it holds on any background and in forced
 * colors.
 */
export const tabList = style({
  display: 'flex',
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-more-after]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before][data-more-after]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      overflowY: 'auto',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

/**
 * A tab (a `<div>`, or an `<a>` with `href`). Selected: accent text and a 3px bar along the edge, so it does not
 * rely on color alone (in forced colors the bar is Highlight). The focus ring is drawn inside, clear of the bar:
 * the scrolling list would clip one drawn outside.
 */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '40px',
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
      background: 'transparent',
    },
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.accent },
    '&[data-selected]::after': { background: vars.color.accent },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-5px' },
    '&[data-disabled]': disabled,
    [`${tabList}[data-orientation="vertical"] &`]: { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    [`${tabList}[data-orientation="vertical"] &::after`]: {
      insetInline: 'auto 0',
      insetBlock: 0,
      width: '3px',
      height: 'auto',
      borderRadius: 0,
    },
  },
  '@media': {
    // Forced colors would paint the accent bar Canvas, and the accent text CanvasText like every other tab's.
    [forcedColors]: {
      selectors: {
        '&[data-selected]::after': { background: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.lg,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-inert]': { display: 'none' },
    [`${tabs}[data-orientation="vertical"] &`]: { paddingBlock: 0, paddingInline: vars.space.lg },
  },
});
