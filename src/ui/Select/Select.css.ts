import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

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
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-invalid] > &[data-focused]': { outlineColor: vars.color.danger },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[data-open] > * > &': { transform: 'rotate(180deg)' },
  },
});
