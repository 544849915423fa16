import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { adornedControl, inputButton } from '../Field/Field.css.ts';

/** The trigger and, when clearable, its clear button. */
export const control = adornedControl;

const chevronSize = '16px';
const clearSize = '28px';

/** The trigger: the shared input look (fieldStyles.input) laid out as value + chevron. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'start',
  cursor: 'default',
  selectors: {
    // RAC marks the Select, not its button, as invalid.
    '[data-invalid] > * > &': { borderColor: vars.color.danger },
    '[data-invalid] > * > &[data-focused]': { outlineColor: vars.color.danger },
  },
});

/** The clear (x) button, inside the trigger's box just before the chevron (the value keeps clear of it). */
export const clearButton = style([
  inputButton,
  // Over the room the value leaves it: after the trigger's padding, the chevron and their gap.
  { position: 'absolute', insetInlineEnd: `calc(${vars.space.sm} + ${chevronSize} + ${vars.space.sm})` },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    // Room for the clear button before the chevron.
    '[data-clearable] > &': { marginInlineEnd: clearSize },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[data-open] > * > * > &': { transform: 'rotate(180deg)' },
  },
});
