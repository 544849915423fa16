import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';

export const nav = style({ display: 'block' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const pageButtonKinds = ['page', 'step'] as const;

export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: '36px',
    height: '36px',
    paddingInline: vars.space.sm,
    border: `1px solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.border },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-current="page"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        cursor: 'default',
      },
    },
  },
  variants: {
    kind: {
      page: {},
      step: { borderColor: vars.color.border, background: vars.color.surface, paddingInline: vars.space.md },
    },
  },
  defaultVariants: { kind: 'page' },
});

export type PageButtonVariants = RecipeVariants<typeof pageButton>;
