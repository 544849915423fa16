import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  minWidth: '10rem',
});

export const itemTones = ['default', 'danger'] as const;

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
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
      '&[data-focused], &[data-hovered], &[data-open]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-selected]': { fontWeight: vars.fontWeight.medium },
      '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' },
      '&[href]': { cursor: 'pointer' },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const check = style({
  display: 'inline-flex',
  width: '16px',
  flexShrink: 0,
  color: vars.color.accent,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted, marginInlineStart: 'auto' });

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});
