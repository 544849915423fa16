import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing } from '../theme/styles.ts';

/** Shared by Checkbox and Radio: a control box next to its label. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: 'fit-content',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: '20px',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': disabled,
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** Description and error line up with the label text, not the box. */
export const indented = style({ paddingInlineStart: `calc(18px + ${vars.space.sm})` });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  marginTop: '1px',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${option}[data-pressed] &`]: { background: vars.color.surfaceSunken },
    [`${option}[data-selected] &, ${option}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${option}[data-selected][data-hovered] &, ${option}[data-indeterminate][data-hovered] &`]: {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${option}[data-invalid][data-selected] &`]: { background: vars.color.danger, borderColor: vars.color.danger },
    [`${option}[data-focus-visible] &`]: focusRing,
  },
});

export const check = style({ display: 'block' });
