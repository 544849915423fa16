import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing, visuallyHidden } from '../theme/styles.ts';

/** A field: label, control, description and error stacked with small gaps. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  display: 'block',
  width: 'fit-content',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'default',
});

export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xxs });

export const requiredMark = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** The word '(required)' in a label's text, for assistive technology only (RequiredWord). */
export const requiredWord = style(visuallyHidden);

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const fieldErrorIcon = style({ flexShrink: 0, marginTop: '0.2em' });

/** Text input / textarea look, shared by TextField and SearchField. */
export const input = style({
  width: '100%',
  minWidth: 0,
  height: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled]):not([readonly])': { borderColor: vars.color.text },
    // The browser's own focus state, not RAC's data-focused: a server-drawn form focused before its script has run
    // (signed-out screens hydrate on intent) shows the ring too. A text field shows it for pointer focus as well.
    '&:focus': { ...focusRing, outlineOffset: '1px', borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid]:focus': { outlineColor: vars.color.danger },
    '&[data-disabled]': { ...disabled, background: vars.color.surfaceSunken },
    '&[readonly]': { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
  },
});

export const textarea = style({
  height: 'auto',
  minHeight: '88px',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
});

/** An input with adornments (a leading icon, end buttons): the positioning box. Search and combo boxes share it. */
export const adornedControl = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

/** The leading search glyph inside an adorned input. */
export const leadingIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** A small square button inside an input (clear): 28px, quiet until hovered. */
export const inputButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
  },
});
