import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const alertDialogVariants = ['default', 'destructive'] as const;

/** Title row, message, optional warning and the buttons, stacked. The modal and overlay come from Dialog. */
export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, minWidth: 0 });

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      default: { background: vars.color.accentSubtle, color: vars.color.accent },
      destructive: { background: vars.color.dangerSubtle, color: vars.color.danger },
    } satisfies Record<(typeof alertDialogVariants)[number], object>,
  },
  defaultVariants: { variant: 'default' },
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  // Centres a one-line title on the 32px icon.
  paddingTop: '6px',
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
