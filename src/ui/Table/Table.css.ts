import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import { vars } from '../theme/index.ts';
import { visuallyHidden } from '../theme/styles.ts';

export const cellAligns = ['start', 'end'] as const;

/** `auto`: table from tokens.breakpoint.md (900px) up, cards below. Shared with DataTable. */
export const tableLayouts = ['auto', 'table', 'cards'] as const;

/** Below this width (tokens.breakpoint.md, 900px) the `auto` layout shows cards instead of the table. */
const narrow = narrowerThan(breakpoint.md);

/* ------------------------------------------------------------------------------------------------
 * Pieces shared with DataTable: the frame, the loading overlay and skeleton, the empty cell, the card look.
 * ---------------------------------------------------------------------------------------------- */

/** The bordered, rounded box around a table. */
export const frame = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // clip (not hidden): rounds the corners without creating a scroll container.
  overflow: 'clip',
});

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

export const emptyCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const skeletonCell = style({ paddingBlock: vars.space.lg, paddingInline: vars.space.lg });

export const skeletonRows = style({ display: 'grid', gap: vars.space.lg });

export const skeletonRow = style({ display: 'grid', gap: vars.space.xl });

export const centered = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });

const cardLook = {
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
} as const;

const cardHover = { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong } as const;

const cardTitleLook = {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

const cardLabelLook = { color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: '21px' } as const;

const cardEmptyLook = {
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
} as const;

/** One card of a card list (a row on narrow screens). */
export const card = style({ position: 'relative', ...cardLook });
/** A card that is a link: hover feedback. */
export const cardLinked = style({ selectors: { '&:hover': cardHover } });
export const cardTitle = style({ margin: 0, ...cardTitleLook });
export const cardLabel = style(cardLabelLook);
/** The box that stands in for the card list when there is nothing (or nothing yet) to show. */
export const cardEmpty = style(cardEmptyLook);

/* ------------------------------------------------------------------------------------------------
 * The grid Table.
 * ---------------------------------------------------------------------------------------------- */

/** The frame around the grid; carries data-layout, which the card rules below key on. */
export const root = style({
  minWidth: 0,
  selectors: {
    '&[data-layout="cards"]': { background: 'transparent', border: 'none', overflow: 'visible' },
  },
  '@media': {
    [narrow]: {
      selectors: { '&[data-layout="auto"]': { background: 'transparent', border: 'none', overflow: 'visible' } },
    },
  },
});

type Selectors = NonNullable<StyleRule['selectors']>;

/**
 * Card-layout rules for a part: applied under `data-layout="cards"`, and under `data-layout="auto"` below the
 * breakpoint. Keys are selectors on the part (`&`, `&[data-selected]`).
 */
function inCards(rules: Selectors): StyleRule {
  const forced: Selectors = {};
  const auto: Selectors = {};
  for (const [selector, rule] of Object.entries(rules)) {
    forced[selector.replace('&', `${root}[data-layout="cards"] &`)] = rule;
    auto[selector.replace('&', `${root}[data-layout="auto"] &`)] = rule;
  }
  return { selectors: forced, '@media': { [narrow]: { selectors: auto } } };
}

/** Card-layout rules for an element the part classes cannot reach (RAC's header row, the empty-state cell). */
function globalInCards(selector: string, rule: Parameters<typeof globalStyle>[1]) {
  globalStyle(`${root}[data-layout="cards"] ${selector}`, rule);
  globalStyle(`${root}[data-layout="auto"] ${selector}`, { '@media': { [narrow]: rule } });
}

/** Scrolls a table wider than its frame sideways, inside the frame. */
export const scroller = style([
  { overflowX: 'auto', borderRadius: vars.radius.lg },
  inCards({ '&': { overflow: 'visible' } }),
]);

export const table = style([
  {
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  inCards({ '&': { display: 'block' } }),
]);

export const header = style(inCards({ '&': { display: 'block' } }));

// Cards: the header row becomes a bar above the cards holding select-all and the sort buttons.
globalInCards(`${header} > tr`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const column = recipe({
  base: [
    {
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
      selectors: {
        '&[data-allows-sorting]': { cursor: 'pointer', userSelect: 'none' },
        '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text },
        '&[data-allows-sorting][data-hovered]': { background: vars.color.surfaceHover },
        '&[data-allows-sorting][data-pressed]': { background: vars.color.border },
        '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      },
    },
    // Cards: a plain column header is only read (visually hidden); a sortable one is a pill button.
    inCards({
      '&': visuallyHidden,
      '&[data-allows-sorting]': {
        position: 'static',
        width: 'auto',
        height: vars.size.controlSm,
        margin: 0,
        marginBottom: vars.space.sm,
        paddingBlock: 0,
        paddingInline: vars.space.md,
        overflow: 'visible',
        clip: 'auto',
        display: 'inline-flex',
        alignItems: 'center',
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
      },
      '&[data-allows-sorting][data-sort-direction]': { borderColor: vars.color.borderStrong },
      '&[data-focus-visible]': { outlineOffset: '2px' },
    }),
  ],
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

/** Column text and its sort chevron, kept together (and at the end for end-aligned columns). */
export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
});

const sortedColumn = `${column.classNames.base}[data-sort-direction]`;

export const sortIcon = style([
  {
    flexShrink: 0,
    display: 'block',
    // Unsorted: the space is kept (no jump when sorting) and a faint hint shows on hover.
    opacity: 0,
    transition: `opacity ${vars.motion.fast}`,
    selectors: {
      [`${column.classNames.base}[data-hovered] &`]: { opacity: 0.6 },
      [`${sortedColumn} &`]: { opacity: 1 },
    },
  },
  // Cards: the sort pills are compact; only the sorted one shows its chevron.
  inCards({ '&': { display: 'none' } }),
]);
globalInCards(`${sortedColumn} ${sortIcon}`, { display: 'block' });

const selectionWidth = `calc(18px + ${vars.space.lg} + ${vars.space.sm})`;

/** The checkbox column's header (paired with `column`). */
export const selectionColumn = style({ width: selectionWidth, paddingInlineEnd: vars.space.sm });

/** A checkbox column header holding select-all: in the cards' header bar, lined up with the cards' checkboxes. */
export const selectAllColumn = style(
  inCards({
    '&': {
      position: 'static',
      width: 'auto',
      height: vars.size.controlSm,
      margin: 0,
      marginBottom: vars.space.sm,
      padding: 0,
      // Card border + padding.
      paddingInlineStart: `calc(${vars.space.lg} + 1px)`,
      overflow: 'visible',
      clip: 'auto',
      display: 'inline-flex',
      alignItems: 'center',
      background: 'transparent',
      border: 'none',
    },
  }),
);

export const body = style(inCards({ '&': { display: 'grid', gap: vars.space.sm } }));

export const row = style([
  {
    height: '44px',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&[data-href]': { cursor: 'pointer' },
      '&[data-hovered], &[data-focus-visible-within]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-selected]': { background: vars.color.accentSubtle },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
  // Cards: each row is a card; the checkbox (if any) sits left of the title, the fields under it.
  inCards({
    '&': {
      ...cardLook,
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'start',
      height: 'auto',
    },
    '&[data-hovered]': cardHover,
    '&[data-selected]': { background: vars.color.accentSubtle, borderColor: vars.color.accent },
    '&[data-focus-visible]': { outlineOffset: '2px' },
  }),
]);

const labelWidth = '7.5rem';

export const cell = recipe({
  base: [
    {
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.lg,
      borderBottom: `1px solid ${vars.color.border}`,
      verticalAlign: 'middle',
      textAlign: 'start',
      // Break inside a word only when it cannot fit at all (long e-mails), never to squeeze a column.
      overflowWrap: 'break-word',
      outline: 'none',
      selectors: {
        'tr:last-child > &': { borderBottom: 'none' },
        '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      },
    },
    // Cards: a field, its column label (CellLabel) floated to its left.
    inCards({
      '&': {
        display: 'flow-root',
        gridColumn: 2,
        minWidth: 0,
        padding: 0,
        paddingBlock: vars.space.xxs,
        paddingInlineStart: `calc(${labelWidth} + ${vars.space.md})`,
        border: 'none',
        textAlign: 'start',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      // The row header is the card's title.
      '&[role="rowheader"]': { ...cardTitleLook, order: -1, paddingInlineStart: 0, paddingBottom: vars.space.xs },
      '&[data-focus-visible]': { outlineOffset: '2px' },
    }),
  ],
  variants: {
    nowrap: { true: { whiteSpace: 'nowrap' }, false: {} },
    // end = numbers and dates: tabular figures, kept on one line.
    align: { start: {}, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { align: 'start' },
});

/** The per-row checkbox cell (paired with `cell`). */
export const selectionCell = style(
  inCards({ '&': { gridColumn: 1, gridRow: 1, order: -2, padding: 0, paddingInlineEnd: vars.space.md } }),
);

/** A cell's column name: only in the card layout, floated into the space the cell keeps on its left. */
export const cellLabel = style([
  { display: 'none' },
  inCards({
    '&': {
      ...cardLabelLook,
      display: 'block',
      float: 'left',
      width: labelWidth,
      marginInlineStart: `calc(-1 * (${labelWidth} + ${vars.space.md}))`,
      overflowWrap: 'anywhere',
    },
  }),
]);

/** Read by screen readers only. */
export const hiddenText = style(visuallyHidden);

// The empty state (or the loading skeleton when there are no rows yet): RAC's own row, which takes no class.
globalStyle(`${body}[data-empty] > tr > td`, {
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
globalInCards(`${body}[data-empty] > tr`, { display: 'block' });
globalInCards(`${body}[data-empty] > tr > td`, { ...cardEmptyLook, display: 'block' });
