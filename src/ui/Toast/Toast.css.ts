import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../theme/styles.ts';

/*
 * Sonner injects its own stylesheet; these rules restyle it with our tokens. Selectors repeat
 * sonner's attributes so they win on specificity whatever the stylesheet order.
 */

/**
 * Wraps sonner's region so the lane can watch it, and is the notifications' live region from the page's start. A box
 * of no size out of the flow (the toasts are fixed to the viewport; no Stack gives it a gap), rather than
 * `display: contents`, which would drop the live region from some browsers' accessibility trees.
 */
export const frame = style({ position: 'absolute', width: 0, height: 0 });

export const toast = style({
  selectors: {
    '&[data-sonner-toast][data-styled="true"]': {
      alignItems: 'flex-start',
      gap: vars.space.sm,
      padding: `${vars.space.md} ${vars.space.xxl} ${vars.space.md} ${vars.space.lg}`,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderInlineStartWidth: '4px',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
    },
    '&[data-sonner-toast]:focus-visible': { ...focusRing, boxShadow: vars.shadow.lg },
  },
});

export const success = style({
  selectors: { [`${toast}&[data-sonner-toast][data-styled="true"]`]: { borderColor: vars.color.success } },
});

export const error = style({
  selectors: { [`${toast}&[data-sonner-toast][data-styled="true"]`]: { borderColor: vars.color.danger } },
});

export const info = style({
  selectors: { [`${toast}&[data-sonner-toast][data-styled="true"]`]: { borderColor: vars.color.info } },
});

export const warning = style({
  selectors: { [`${toast}&[data-sonner-toast][data-styled="true"]`]: { borderColor: vars.color.warning } },
});

export const title = style({
  selectors: {
    '[data-sonner-toast][data-styled="true"] &[data-title]': {
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.normal,
      overflowWrap: 'anywhere',
    },
  },
});

export const description = style({
  selectors: {
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &[data-description]': {
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const icon = style({
  selectors: {
    '[data-sonner-toast][data-styled="true"] &[data-icon]': { marginTop: '2px', marginInline: 0 },
    [`[data-sonner-toast][data-type="success"] &[data-icon]`]: { color: vars.color.success },
    [`[data-sonner-toast][data-type="error"] &[data-icon]`]: { color: vars.color.danger },
    [`[data-sonner-toast][data-type="info"] &[data-icon]`]: { color: vars.color.info },
    [`[data-sonner-toast][data-type="warning"] &[data-icon]`]: { color: vars.color.warning },
  },
});

export const closeButton = style({
  selectors: {
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &[data-close-button]': {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.sm,
      left: 'auto',
      right: vars.space.sm,
      top: vars.space.sm,
      width: '24px',
      height: '24px',
      transform: 'none',
      border: 0,
      borderRadius: vars.radius.sm,
      background: 'transparent',
      color: vars.color.textMuted,
      outline: 'none',
    },
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"]:hover &[data-close-button]:hover': {
      background: vars.color.surfaceHover,
      color: vars.color.text,
      border: 0,
    },
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &[data-close-button]:focus-visible': {
      ...focusRing,
      outlineOffset: '0',
      boxShadow: 'none',
    },
  },
});
