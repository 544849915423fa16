import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../theme/styles.ts';

export const headingSizes = ['sm', 'md', 'lg', 'xl'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    // A heading focus was moved to (tabIndex -1) shows the ring to keyboard users only.
    outline: 'none',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize.xxl, letterSpacing: '-0.02em' },
    } satisfies Record<(typeof headingSizes)[number], object>,
  },
});
