import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import { vars } from '../theme/index.ts';
import { focusRing, visuallyHidden } from '../theme/styles.ts';

/** Below this width (tokens.breakpoint.md, 900px) the `auto` layout shows cards instead of the table. */
const wide = `screen and (min-width: ${breakpoint.md}px)`;
const narrow = narrowerThan(breakpoint.md);

/* The table's parts. */

/** The bordered, rounded box around the table. */
export const frame = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // clip (not hidden): rounds the corners without creating a scroll container.
  overflow: 'clip',
});

export const emptyCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const skeletonCell = style({ paddingBlock: vars.space.lg, paddingInline: vars.space.lg });

export const column = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    height: '40px',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    background: vars.color.surfaceSunken,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    textAlign: 'start',
    // Break inside a word only when it cannot fit at all (long e-mails), never to squeeze a column.
    overflowWrap: 'break-word',
    outline: 'none',
    selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  },
  variants: {
    nowrap: { true: { whiteSpace: 'nowrap' }, false: {} },
    // end = numbers and dates: tabular figures, kept on one line.
    align: { start: {}, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { align: 'start' },
});

/** Read by screen readers only. */
export const hiddenText = style(visuallyHidden);

/* The cards' look. */

/** One card of the card list (a row on narrow screens). */
export const card = style({
  position: 'relative',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});
/** A card that is a link: hover feedback. */
export const cardLinked = style({
  selectors: { '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong } },
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: '21px' });
/** The box that stands in for the card list when there is nothing (or nothing yet) to show. */
export const cardEmpty = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/* DataTable's layout. */

/** The card list's box; its width (not the viewport's) decides how a card lays out its fields. */
export const root = style({ position: 'relative', minWidth: 0, containerType: 'inline-size' });

/**
 * Below this width of the card list (about 250px), label and value no longer fit side by side (a value column of a
 * few letters, a button wider than it): each label goes above its value.
 */
const stackedFields = '(max-width: 18rem)';

/** Only one of the two renderings is displayed (and so in the accessibility tree) at a time. */
export const onlyWide = style({ '@media': { [narrow]: { display: 'none' } } });
export const onlyNarrow = style({ '@media': { [wide]: { display: 'none' } } });

/** A plain HTML table; rows show :hover and :focus-within. */
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
    '&[data-selected], &[data-selected]:focus-within': { background: vars.color.accentSubtle },
  },
});

/** The checkbox column (header and cells): as narrow as the box. */
export const selectionCell = style({ width: '1%', paddingInlineEnd: 0 });

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

/* Card list (narrow screens). */
export const cardList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
  // The value column may shrink below its content's widest word: the card never outgrows the screen.
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.md,
  '@container': { [stackedFields]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

/** A card's checkbox beside its title. */
export const cardHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const selectableCard = style({
  selectors: { '&[data-selected]': { background: vars.color.accentSubtle, borderColor: vars.color.accent } },
});

/** 'Select all' above the cards, lined up with their checkboxes (card border + padding). */
export const cardsSelectAll = style({
  paddingInlineStart: `calc(${vars.space.lg} + 1px)`,
  marginBottom: vars.space.sm,
});

export const cardValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
// Stacked, a value keeps its distance from the next field's label.
globalStyle(`${cardValue}:not(:last-child)`, {
  '@container': { [stackedFields]: { marginBottom: vars.space.sm } },
});
// Interactive content inside a card value stays above the stretched link.
globalStyle(`${cardValue} :is(a, button, input, select, textarea, [tabindex])`, { position: 'relative', zIndex: 1 });

// The list given focus by script (DataTable's ref) draws the one focus ring, for keyboard users only; the table's
// on its frame, which clips what lies outside the table.
globalStyle(`${table}:focus, ${cardList}:focus, ${root}:focus`, { outline: 'none' });
globalStyle(`${cardList}:focus-visible, ${root}:focus-visible, ${frame}:has(> ${table}:focus-visible)`, focusRing);
