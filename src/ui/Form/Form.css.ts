import { style } from '@vanilla-extract/css';
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

/** A titled group of fields: the title above, the fields in as many 18rem-wide columns as fit (one on a phone). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const sectionTitle = style({
  padding: 0,
  // A legend takes no part in the fieldset's gap.
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const sectionFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  alignItems: 'start',
});

/** A field that takes the whole row (notes, long texts). */
export const sectionWide = style({ gridColumn: '1 / -1' });
