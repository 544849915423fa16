import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing } from '../theme/styles.ts';

/**
 * The one option look of the design system: ListBox, the Select popup and the ComboBox popup all use
 * these classes (Select and ComboBox import them from here; there is no second copy).
 */

/** Heights of the standalone scroll box (spec: lists in dialogs scroll in a box of fixed height). */
export const listBoxHeights = ['sm', 'md', 'lg'] as const;

/** The list inside a popover (Select, ComboBox): no frame of its own, the popover is the frame. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.body,
});

/** The standalone list: a framed box of fixed height that scrolls. */
export const box = recipe({
  base: [
    list,
    {
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      selectors: {
        '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px', borderColor: vars.color.focusRing },
        '&[data-disabled]': disabled,
      },
    },
  ],
  variants: {
    height: {
      sm: { height: '160px' },
      md: { height: '240px' },
      lg: { height: '320px' },
    } satisfies Record<(typeof listBoxHeights)[number], object>,
  },
  defaultVariants: { height: 'md' },
});

/** Holds the box and, while loading, the film over it (`loadingOverlay`). */
export const overlayFrame = style({ position: 'relative' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '32px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSubtle, fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { ...disabled, opacity: 0.6 },
    '&[href]': { cursor: 'pointer' },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const itemLabel = style({ overflowWrap: 'anywhere' });

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const check = style({
  display: 'inline-flex',
  width: '16px',
  flexShrink: 0,
  color: vars.color.accent,
});

/** A row that is not an option: the empty message, the load error, the loading row. */
export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'default',
});

export const errorRow = style({ color: vars.color.danger, alignItems: 'flex-start' });

export const statusIcon = style({ display: 'inline-flex', flexShrink: 0, width: '16px', height: '16px' });

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
