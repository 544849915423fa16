import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { visuallyHidden } from '../theme/styles.ts';

export const itemRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const summary = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::after': { content: 'attr(data-summary)' } },
});

export const srOnly = style(visuallyHidden);

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: '14rem',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
