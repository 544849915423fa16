import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const options = style({
  display: 'flex',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});
