import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';

export const cellAligns = ['start', 'end'] as const;

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const header = style({});

export const column = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    height: '40px',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    background: vars.color.surfaceSunken,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const body = style({});

export const row = style({
  height: '44px',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-href]': { cursor: 'pointer' },
    '&[data-hovered], &[data-focus-visible-within]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    textAlign: 'start',
    // Break inside a word only when it cannot fit at all (long e-mails), never to squeeze a column.
    overflowWrap: 'break-word',
    outline: 'none',
    selectors: {
      'tr:last-child > &': { borderBottom: 'none' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    nowrap: { true: { whiteSpace: 'nowrap' }, false: {} },
    // end = numbers and dates: tabular figures, kept on one line.
    align: { start: {}, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { align: 'start' },
});
