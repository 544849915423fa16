import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'inherit',
    lineHeight: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '32px', height: '32px' },
    } satisfies Record<(typeof spinnerSizes)[number], object>,
    tone: {
      current: {},
      accent: { color: vars.color.accent },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: no rotation; a slow opacity pulse still says "working".
    '(prefers-reduced-motion: reduce)': {
      animation: `${pulse} 2s ease-in-out infinite !important`,
      animationDuration: '2s !important',
      animationIterationCount: 'infinite !important',
    },
  },
});

export const track = style({ opacity: 0.25 });
