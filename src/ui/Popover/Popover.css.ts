import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  minWidth: 'max(var(--trigger-width, 0px), 12rem)',
  maxWidth: 'min(28rem, calc(100vw - 24px))',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ease-out` },
    '&[data-exiting]': { animation: `${enter} ${vars.motion.fast} ease-in reverse` },
    '&[data-trigger="SubmenuTrigger"][data-placement="left"]': { transformOrigin: 'right' },
  },
});
