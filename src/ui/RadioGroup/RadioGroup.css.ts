import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../theme/styles.ts';
import { option } from '../Checkbox/Checkbox.css.ts';

export const radio = option;

export const circle = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '1px',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, border-width ${vars.motion.fast}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${option}[data-pressed] &`]: { background: vars.color.surfaceSunken },
    // Selected: a thick accent ring around a surface dot.
    [`${option}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '5px' },
    [`${option}[data-selected][data-hovered] &`]: { borderColor: vars.color.accentHover },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${option}[data-focus-visible] &`]: focusRing,
  },
});
