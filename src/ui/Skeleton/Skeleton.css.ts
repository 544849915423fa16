import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.md,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  // prefers-reduced-motion: the global rule in theme.css.ts stops the pulse.
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const line = style({
  height: '0.9em',
  borderRadius: vars.radius.sm,
  selectors: { '&:last-child:not(:only-child)': { width: '60%' } },
});
