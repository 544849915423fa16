import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The chosen reference sits where the input would: same height, so picking or clearing does not move the form. */
export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  minWidth: 0,
});

export const name = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
