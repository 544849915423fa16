import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../theme/styles.ts';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

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

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
    // Nothing to clear: no button.
    '[data-empty] &': { display: 'none' },
  },
});
