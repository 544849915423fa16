import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/**
 * Added on top of the secondary Button look (`button({ variant: 'secondary' })`). Selected is told apart by
 * more than color: a tinted fill, an accent border and a check mark instead of an empty circle.
 */
export const toggle = style({
  selectors: {
    '&[data-selected]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      color: vars.color.accent,
    },
    // Beats the secondary Button's hover and pressed rules (same attributes plus data-selected).
    '&[data-selected][data-hovered]:not([data-disabled])': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accentHover,
      color: vars.color.accentHover,
    },
    '&[data-selected][data-pressed]:not([data-disabled])': { background: vars.color.accentSubtle, boxShadow: 'none' },
  },
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${toggle}[data-selected] &`]: { color: 'inherit' } },
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'flex-start' },
  },
});
