import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoint } from '../theme/tokens.ts';
import { vars } from '../theme/index.ts';

/** Below this width (tokens.breakpoint.md, 900px) the `auto` layout shows cards instead of the table. */
const wide = `screen and (min-width: ${breakpoint.md}px)`;
const narrow = `screen and (max-width: ${breakpoint.md - 0.02}px)`;

export const layouts = ['auto', 'table', 'cards'] as const;

export const root = style({ position: 'relative', minWidth: 0 });

/** Only one of the two renderings is displayed (and so in the accessibility tree) at a time. */
export const onlyWide = style({ '@media': { [narrow]: { display: 'none' } } });
export const onlyNarrow = style({ '@media': { [wide]: { display: 'none' } } });

export const tableFrame = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // clip (not hidden): rounds the corners without creating a scroll container, so the header stays sticky.
  overflow: 'clip',
});

/** A plain HTML table: the grid parts' look, with :hover/:focus-within in place of RAC's state attributes. */
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const row = style({
  height: '44px',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-href]': { cursor: 'pointer' },
    '&[data-href]:hover, &:focus-within': { background: vars.color.surfaceHover },
  },
});

/** The real link inside the row-header cell. */
export const rowLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover, tr:hover &': { textDecoration: 'underline', textUnderlineOffset: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const emptyCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const skeletonCell = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
});

export const skeletonRows = style({ display: 'grid', gap: vars.space.lg });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: '2fr 3fr 2fr 2fr',
  gap: vars.space.xl,
});

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

export const centered = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });

/* Card list (narrow screens). */
export const cardList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});

export const cardLinked = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
  },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Stretched link: its ::after covers the card, so the whole card is one click target and one Tab stop. */
export const cardLink = style({
  color: vars.color.accent,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '2px' },
  },
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.md,
});

export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: '21px' });
export const cardValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
// Interactive content inside a card value stays above the stretched link.
globalStyle(`${cardValue} :is(a, button, input, select, textarea, [tabindex])`, { position: 'relative', zIndex: 1 });

export const cardEmpty = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});
