import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Label, chips and picker, a little apart so the chips read as the field's value. */
export const field = style({ gap: vars.space.sm });
