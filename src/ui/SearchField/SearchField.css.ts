import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { adornedControl as control, inputButton, leadingIcon } from '../Field/Field.css.ts';

export { control, leadingIcon as searchIcon };

export const input = style({
  selectors: {
    // Beats the shared input padding whatever the stylesheet order.
    [`${control} &`]: {
      paddingInlineStart: `calc(${vars.space.md} + 16px + ${vars.space.sm})`,
      paddingInlineEnd: `calc(${vars.space.xs} + 28px)`,
    },
    // The clear button replaces the browser's own.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

export const clearButton = style([
  inputButton,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    selectors: {
      // Nothing to clear: no button.
      '[data-empty] &': { display: 'none' },
    },
  },
]);
