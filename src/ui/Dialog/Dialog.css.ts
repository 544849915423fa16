import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';

export const dialog = style({
  position: 'relative',
  padding: vars.space.xl,
  outline: 'none',
  // The surface around it (Popover, Modal) scrolls, so there is one scroll box.
  selectors: {
    // A dialog inside a popover (e.g. a submenu panel) sits on the popover's surface: tighter padding.
    '[data-trigger] > &': { padding: vars.space.lg },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ease-in reverse` },
  },
});

export const modalSizes = ['sm', 'md', 'lg'] as const;

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ease-out` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});
