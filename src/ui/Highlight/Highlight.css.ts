import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A match: tinted and bold, so it shows without its color too; forced colors get the system's own mark colors. */
export const mark = style({
  background: vars.color.highlight,
  color: vars.color.highlightText,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.sm,
  '@media': {
    '(forced-colors: active)': { background: 'Mark', color: 'MarkText', forcedColorAdjust: 'none' },
  },
});
