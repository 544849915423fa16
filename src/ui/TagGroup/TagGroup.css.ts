import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { visuallyHidden as hidden } from '../theme/styles.ts';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const visuallyHidden = style(hidden);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '28px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  // Half the single-line height: a pill on one line, a rounded box when a long label wraps.
  borderRadius: '14px',
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const tagText = style({ minWidth: 0, paddingBlock: vars.space.xxs, overflowWrap: 'anywhere' });

/** A chip that links to its record: link-coloured and underlined, so it is not told apart by colour alone. */
export const tagLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
