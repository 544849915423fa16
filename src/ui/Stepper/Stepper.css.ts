import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { visuallyHidden } from '../theme/styles.ts';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';

const small = narrowerThan(breakpoint.sm);

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** A step; every step but the last stretches and draws the connector line after its label. */
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:not(:last-child)': { flex: '1 1 0' },
    '&:not(:last-child)::after': {
      content: '""',
      flex: '1 1 auto',
      minWidth: vars.space.lg,
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:last-child)::after': { background: vars.color.accent },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-state="complete"]': { color: vars.color.text },
  },
});

/** The number (upcoming, current) or check mark (complete) in a circle. */
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: { borderColor: vars.color.accent, color: vars.color.accent },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});

/** Below 640px only the current step keeps its visible label; the others' labels are still read. */
export const label = style({
  minWidth: 0,
  '@media': {
    [small]: { selectors: { [`${step}:not([data-state="current"]) &`]: visuallyHidden } },
  },
});

export const srOnly = style(visuallyHidden);
