import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export const badgeSizes = ['sm', 'md'] as const;

/** A tinted pill: tone-colored text on the tone's subtle background (AA in both themes), a faint tone border. */
const toned = (color: string, background: string) => ({
  color,
  background,
  borderColor: `color-mix(in srgb, ${color} 35%, transparent)`,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    tone: {
      neutral: toned(vars.color.textMuted, vars.color.surfaceSunken),
      info: toned(vars.color.info, vars.color.infoSubtle),
      success: toned(vars.color.success, vars.color.successSubtle),
      warning: toned(vars.color.warning, vars.color.warningSubtle),
      danger: toned(vars.color.danger, vars.color.dangerSubtle),
      accent: { color: vars.color.accentText, background: vars.color.accent, borderColor: vars.color.accent },
    } satisfies Record<(typeof badgeTones)[number], object>,
    size: {
      sm: { height: '20px', paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
      md: { height: '24px', paddingInline: '10px', fontSize: vars.fontSize.sm },
    } satisfies Record<(typeof badgeSizes)[number], object>,
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.3 });

export const dot = style({
  flexShrink: 0,
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginInlineStart: '-2px' });
