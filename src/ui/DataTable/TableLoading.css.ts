import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/** Covers the rows while they reload: they stay readable under a translucent film. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '72px',
  background: `color-mix(in srgb, ${vars.color.surface} 65%, transparent)`,
  borderRadius: vars.radius.lg,
  cursor: 'progress',
});

/** The 'Loading…' pill (spinner and label) on the overlay. */
export const overlayBadge = style({
  position: 'sticky',
  top: '72px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const skeletonRows = style({ display: 'grid', gap: vars.space.lg });

export const skeletonRow = style({ display: 'grid', gap: vars.space.xl });

export const centered = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });
