/**
 * The toast lane: while notifications show, the Toaster sets this custom property on the document to the height
 * of the band they take at the bottom of the viewport (0 when none), and the layout (AppShell) ends its scrolling
 * area above it. Toasts keep the spec's corner and never lie over the page, so no click meant for a button lands
 * on a toast.
 */
export const TOAST_LANE_PROPERTY = '--toast-lane';
/** The lane's height in CSS, 0px while no toast shows. */
export const toastLaneHeight = `var(${TOAST_LANE_PROPERTY}, 0px)`;

/** At most this many toasts show at once (sonner's default `visibleToasts`); older ones wait behind. */
const VISIBLE_TOASTS = 3;

/**
 * The band the stack of toasts takes, from its toaster list (`ol[data-sonner-toaster]`): the front toast, the edge
 * of each toast stacked behind it (sonner lifts them by `--gap`), and the toaster's offset above and below.
 * Read from sonner's own custom properties rather than from the toasts' boxes, which slide in and out.
 */
export function laneHeight(toaster: HTMLElement | null): number {
  if (!toaster) return 0;
  const count = toaster.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length;
  if (count === 0) return 0;
  const style = getComputedStyle(toaster);
  const front = parseFloat(style.getPropertyValue('--front-toast-height')) || 0;
  const gap = parseFloat(style.getPropertyValue('--gap')) || 0;
  const offset = parseFloat(style.bottom) || 0;
  return Math.ceil(front + gap * (Math.min(count, VISIBLE_TOASTS) - 1) + 2 * offset);
}
