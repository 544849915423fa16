import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { visuallyHidden } from '../theme/styles.ts';
import { adornedControl as control, inputButton as clearButton, leadingIcon } from '../Field/Field.css.ts';

export { clearButton, control, leadingIcon as searchIcon };

const iconSize = '16px';
const clearSize = '28px';

export const input = style({
  selectors: {
    // Beats the shared input padding whatever the stylesheet order: room for the icon, spinner and clear button.
    [`${control} &`]: {
      paddingInlineStart: `calc(${vars.space.md} + ${iconSize} + ${vars.space.sm})`,
      paddingInlineEnd: `calc(${vars.space.xs} + ${clearSize} + ${vars.space.xs} + ${iconSize} + ${vars.space.sm})`,
    },
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

/** Spinner and clear button, at the end of the input. */
export const end = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** 16px glyph; keeps clear of the end of the input when there is no clear button. */
export const spinner = style({
  display: 'inline-flex',
  width: iconSize,
  height: iconSize,
  marginInlineEnd: vars.space.xs,
});

export const status = style(visuallyHidden);
