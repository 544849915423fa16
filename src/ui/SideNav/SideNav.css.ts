import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, visuallyHidden } from '../theme/styles.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';

/** Spec 9: below 1224px the side navigation shows icons only, whatever the toggle says. */
const narrow = narrowerThan(breakpoint.lg);
/** Below 640px the icons make a row above the page (a top bar), so a phone's width is the page's. */
const small = narrowerThan(breakpoint.sm);

const linkSize = '40px';
const railWidth = `calc(${linkSize} + 2 * ${vars.space.sm})`;

/** The nav beside the page; above it below 640px. */
export const layout = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  '@media': { [small]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.lg } },
});

export const page = style({ flex: '1 1 auto', minWidth: 0 });

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexShrink: 0,
  width: '240px',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-collapsed]': { width: railWidth } },
  '@media': {
    [narrow]: { width: railWidth },
    // A bar as wide as the page, as tall as one link: 56px of a phone's height, none of its width.
    [small]: {
      selectors: { '&, &[data-collapsed]': { width: 'auto' } },
      paddingBlock: vars.space.xs,
      borderInlineEnd: 'none',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  selectors: { [`${nav}[data-collapsed] &`]: { justifyContent: 'center' } },
  // The toggle cannot widen the rail here: it is not offered.
  '@media': { [narrow]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [small]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xs } },
});

/**
 * A section link; the current one has a tinted fill, accent text and a bar on its inline-start edge (its bottom
 * edge in the top bar).
 */
export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: linkSize,
  paddingInline: `calc((${linkSize} - 20px) / 2)`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.sm,
      width: '3px',
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-current="page"]::before': { background: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [small]: {
      selectors: {
        '&::before': { insetInline: vars.space.sm, insetBlock: 'auto 0', width: 'auto', height: '3px' },
      },
    },
    // Forced colors paint backgrounds as Canvas: the current link's bar is drawn in Highlight instead.
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]::before': { background: 'Highlight', forcedColorAdjust: 'none' } },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  color: vars.color.textMuted,
  selectors: { [`${link}[aria-current="page"] &`]: { color: 'inherit' } },
});
/** Whatever size the caller's lucide icon says, it fills the 20px box. */
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

/**
 * The link's text. Showing icons only, it stays in the DOM, visually hidden, as the link's accessible name; a
 * Tooltip shows it on hover and keyboard focus (SideNav.tsx).
 */
export const label = style({
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
  selectors: { [`${nav}[data-collapsed] &`]: visuallyHidden },
  '@media': { [narrow]: { selectors: { [`${nav} &`]: visuallyHidden } } },
});
