import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const progressBarSizes = ['sm', 'md'] as const;
export const progressBarTones = ['accent', 'success', 'warning', 'danger'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const value = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The track: `borderStrong` keeps its outline at 3:1 against the surface in both themes. */
export const track = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.full,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: '4px' },
      md: { height: '8px' },
    } satisfies Record<(typeof progressBarSizes)[number], object>,
  },
  defaultVariants: { size: 'md' },
});

// Back and forth across the track (the bar is 35% wide: 185% of it puts its end at the track's end), starting
// and ending at the resting place below.
const slide = keyframes({
  '0%': { transform: 'translateX(60%)' },
  '30%': { transform: 'translateX(185%)' },
  '80%': { transform: 'translateX(0)' },
  '100%': { transform: 'translateX(60%)' },
});
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ease-out`,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    } satisfies Record<(typeof progressBarTones)[number], object>,
    indeterminate: {
      true: {
        width: '35%',
        // Also the resting place when animations are off (still pictures): a floating segment, never a value.
        transform: 'translateX(60%)',
        animation: `${slide} 1.8s ease-in-out infinite`,
        '@media': {
          // Reduced motion: the bar stays put and pulses, still saying "working".
          '(prefers-reduced-motion: reduce)': {
            animation: `${pulse} 2s ease-in-out infinite !important`,
            animationDuration: '2s !important',
            animationIterationCount: 'infinite !important',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', indeterminate: false },
});
