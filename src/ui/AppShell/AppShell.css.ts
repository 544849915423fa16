import { style } from '@vanilla-extract/css';
import { breakpoint, narrowerThan } from '../theme/tokens.ts';
import { vars } from '../theme/index.ts';
import { toastLaneHeight } from '../Toast/lane.ts';

const small = narrowerThan(breakpoint.sm);
/** The narrowest phones (320px): the nav's links close up. */
const narrowest = narrowerThan(360);
const navRing = { outline: `2px solid ${vars.color.navText}`, outlineOffset: '2px' } as const;

/**
 * Tall enough for the top navigation to stay in view: from this height the header stays put above the scrolling
 * page. Shorter (a phone on its side, a laptop at 200 % zoom, 320×256 at 400 %: WCAG 1.4.10), the header scrolls
 * away with the page, so the page gets the whole viewport once scrolled. At its tallest (three rows on a 320px
 * phone, 139px) the header takes under 28 % of a viewport this tall.
 */
export const TALL_ENOUGH_FOR_HEADER = 500;
const short = `screen and (max-height: ${TALL_ENOUGH_FOR_HEADER - 0.02}px)`;

/**
 * The shell fills the viewport above the toast lane and scrolls its page in `body`: while toasts show, the
 * scrolling area ends above them, so no toast ever lies over the page (see Toast/lane.ts). The document itself
 * never scrolls. On a short viewport the shell scrolls instead, header and page together.
 */
export const shell = style({
  height: `calc(100dvh - ${toastLaneHeight})`,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [short]: { overflowY: 'auto' } },
});

/**
 * The scrolling area under the top navigation, full width so its scrollbar sits at the window's edge. It is the
 * containing block of what the page places absolutely (a visually hidden status or input): those scroll and clip
 * with the page, rather than reaching past the viewport and making the document scroll under the header. On a
 * short viewport it grows with the page, which scrolls in the shell.
 */
export const body = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  '@media': { [short]: { flex: '1 0 auto', overflowY: 'visible' } },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.accent,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const header = style({
  background: vars.color.navBackground,
  color: vars.color.navText,
  borderBottom: `1px solid rgba(255, 255, 255, 0.08)`,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  maxWidth: '1280px',
  minHeight: '56px',
  paddingBlock: vars.space.xs,
  margin: '0 auto',
  paddingInline: vars.space.xl,
  '@media': {
    [small]: { columnGap: vars.space.md, paddingInline: vars.space.lg },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.navText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': navRing },
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.md,
  background: vars.color.navActive,
  color: vars.color.navText,
});

export const nav = style({
  flex: '1 1 auto',
  minWidth: 0,
  '@media': {
    // Narrow screens: the nav takes its own row under brand and profile (its links wrap; see navList).
    [small]: { order: 3, flexBasis: '100%', overflowX: 'auto', paddingBottom: vars.space.sm },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  '@media': {
    // On its own row, the links wrap to a second one rather than scroll sideways (four do not fit a 390px phone).
    [small]: { flexWrap: 'wrap' },
    [narrowest]: { gap: vars.space.xxs },
  },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.navTextMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.navText, background: 'rgba(255, 255, 255, 0.08)' },
    '&[aria-current="page"]': { color: vars.color.navText, background: vars.color.navActive },
    '&:focus-visible': navRing,
  },
  '@media': {
    [narrowest]: { paddingInline: vars.space.sm },
    // Forced colors paint every link's background as Canvas, so the current one would lose its fill: it is
    // framed and underlined in system colors instead (the focus ring is an outline, so both show together).
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': {
          border: '2px solid CanvasText',
          textDecorationLine: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '4px',
        },
      },
    },
  },
});

export const end = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center' });

export const profileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '40px',
  paddingInline: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.navText,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: 'rgba(255, 255, 255, 0.08)' },
    '&[data-focus-visible]': navRing,
  },
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  lineHeight: 1,
  textTransform: 'uppercase',
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const profileName = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [small]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.xl,
  outline: 'none',
  '@media': { [small]: { padding: vars.space.lg } },
});
