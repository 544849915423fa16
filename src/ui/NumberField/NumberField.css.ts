import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../theme/styles.ts';

const stepSize = '28px';

/** Input and stepper buttons; the buttons sit inside the input's frame, at its end. */
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // Beats the shared input padding whatever the stylesheet order: room for two buttons.
    [`${control} &`]: { paddingInlineEnd: `calc(${vars.space.xs} * 2 + ${stepSize} * 2 + ${vars.space.xxs})` },
  },
});

export const steppers = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: stepSize,
  height: stepSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed', background: 'transparent' },
  },
});
