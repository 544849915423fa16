import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const formGaps = ['md', 'lg', 'xl'] as const;

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: {
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
    } satisfies Record<(typeof formGaps)[number], object>,
  },
  defaultVariants: { gap: 'lg' },
});
