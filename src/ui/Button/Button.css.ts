import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing } from '../theme/styles.ts';

export const buttonVariants = ['primary', 'secondary', 'quiet', 'destructive'] as const;
export const buttonSizes = ['sm', 'md'] as const;

/** Button look, shared with `Link variant="button"`. Targets RAC state attributes. */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': disabled,
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentHover, boxShadow: 'none' },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceSunken, boxShadow: 'none' },
        },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      destructive: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerHover, boxShadow: 'none' },
        },
      },
    } satisfies Record<(typeof buttonVariants)[number], object>,
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
    } satisfies Record<(typeof buttonSizes)[number], object>,
    /** Square button holding only an icon (with an aria-label). */
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * Label and pending layers share one grid cell: the hidden one still takes space, so the button
 * never changes width when it turns pending.
 */
export const layers = style({ display: 'inline-grid', alignItems: 'center', justifyItems: 'center' });

export const layer = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Hidden from sight; still part of the accessible name (opacity, not visibility). */
export const transparent = style({ opacity: 0 });
/** Hidden from sight and from assistive technology, still sized. */
export const hidden = style({ visibility: 'hidden' });

export const glyph = style({ display: 'inline-flex', width: '16px', height: '16px', flexShrink: 0 });
