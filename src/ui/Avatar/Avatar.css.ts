import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accent,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
      md: { width: '36px', height: '36px', fontSize: vars.fontSize.sm },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.xl },
    } satisfies Record<(typeof avatarSizes)[number], object>,
    muted: {
      true: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      false: {},
    },
  },
  defaultVariants: { size: 'md', muted: false },
});
