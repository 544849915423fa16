import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, visuallyHidden } from '../theme/styles.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';

/** Spec 9: below 1224px the side navigation shows icons only, whatever the toggle says. */
const narrow = narrowerThan(breakpoint.lg);

const linkSize = '40px';
const railWidth = `calc(${linkSize} + 2 * ${vars.space.sm})`;

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
  '@media': { [narrow]: { width: railWidth } },
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
});

/** A section link; the current one has a tinted fill, accent text and a bar on its inline-start edge. */
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
 * The floating label of an icon-only link while it is hovered or keyboard-focused: the same element as the
 * (visually hidden) accessible name, so nothing is duplicated for assistive technology.
 */
const bubble = {
  position: 'absolute',
  top: '50%',
  left: `calc(100% + ${vars.space.sm})`,
  zIndex: 10,
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'nowrap',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
} as const;

/** The label of a hovered or keyboard-focused link inside `scope`. */
const showing = (scope: string) => `${scope} ${link}[data-hovered] &, ${scope} ${link}[data-focus-visible] &`;

export const label = style({
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
  selectors: {
    [`${nav}[data-collapsed] &`]: visuallyHidden,
    [showing(`${nav}[data-collapsed]:not([data-tips-hidden])`)]: bubble,
  },
  '@media': {
    [narrow]: {
      selectors: {
        [`${nav} &`]: visuallyHidden,
        [showing(`${nav}:not([data-tips-hidden])`)]: bubble,
      },
    },
  },
});
