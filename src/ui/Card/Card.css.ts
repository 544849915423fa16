import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    } satisfies Record<(typeof cardPaddings)[number], object>,
  },
  defaultVariants: { padding: 'lg' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
