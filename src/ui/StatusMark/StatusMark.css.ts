import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const statusMarkSizes = ['sm', 'md'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/**
 * A filled disc with a white (or, in dark, near-black) glyph: the disc is the 3:1 graphic against the surface,
 * the glyph AA against the disc. Check and cross differ in shape, so color is never the only signal.
 */
export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    positive: {
      true: { background: vars.color.success, color: vars.color.textInverse },
      false: { background: vars.color.danger, color: vars.color.dangerText },
    },
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
    } satisfies Record<(typeof statusMarkSizes)[number], object>,
  },
  defaultVariants: { positive: true, size: 'md' },
});
