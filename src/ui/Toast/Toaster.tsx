import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import type { ToasterProps as SonnerProps } from 'sonner';
import { vars } from '../theme/theme.css.ts';
import { laneHeight, TOAST_LANE_PROPERTY } from './lane.ts';
import { loadSonner, signalToasterReady, toasterRequested } from './sonner.ts';
import * as styles from './Toast.css.ts';

/** Spec: toasts at bottom left, auto-close after 4 seconds. */
export const TOAST_DURATION_MS = 4000;

export type ToasterProps = Omit<SonnerProps, 'theme' | 'richColors' | 'invert' | 'toastOptions' | 'icons'>;

const SonnerToaster = /* @__PURE__ */ lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Rendered after sonner's Toaster: its effect runs once sonner has subscribed to new toasts. */
function Ready() {
  useEffect(signalToasterReady, []);
  return null;
}

/**
 * Keeps the toast lane (see lane.ts) as tall as the toasts shown in `frame`, and 0 when none. When the lane opens,
 * the focused control (the Save just pressed) is kept in view: the page's scrolling area has just become shorter.
 */
function useToastLane(frame: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let lane = 0;
    const update = () => {
      silenceSonnerRegion(frame.current);
      const next = laneHeight(frame.current?.querySelector<HTMLElement>('[data-sonner-toaster]') ?? null);
      if (next === lane) return;
      const opened = next > lane;
      lane = next;
      root.style.setProperty(TOAST_LANE_PROPERTY, `${lane}px`);
      const focused = document.activeElement;
      // A control the lane now hides comes back into view; a large region given focus (a table) stays put.
      if (
        opened &&
        focused instanceof HTMLElement &&
        focused !== document.body &&
        focused.getBoundingClientRect().height < window.innerHeight / 2
      ) {
        focused.scrollIntoView({ block: 'nearest' });
      }
    };
    const observer = new MutationObserver(update);
    if (frame.current) observer.observe(frame.current, { subtree: true, childList: true, attributes: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_LANE_PROPERTY);
    };
  }, [frame]);
}

// Sonner reads these custom properties; pointing them at our tokens themes it, dark mode included.
const themeVariables = {
  '--normal-bg': vars.color.surfaceRaised,
  '--normal-border': vars.color.border,
  '--normal-text': vars.color.text,
  '--gray11': vars.color.textMuted,
  '--border-radius': vars.radius.md,
  fontFamily: vars.font.body,
} as CSSProperties;

const iconProps = { size: 18, 'aria-hidden': true, focusable: false } as const;

/**
 * Sonner's own region is a live region too, but it is created with the page's first notification, too late for
 * that one to be read: the frame around it, on the page from the start, says every notification instead.
 */
function silenceSonnerRegion(frame: HTMLElement | null) {
  const region = frame?.querySelector('section[aria-live="polite"]');
  if (region) region.setAttribute('aria-live', 'off');
}

/**
 * Where notifications appear: bottom left, 4 s, with a close button, success bordered green and
 * error red, in a lane at the bottom that the page's layout keeps clear (lane.ts). Mount exactly one per page
 * (the screen island's root), then call `notify.*` anywhere; sonner itself loads with the first notification.
 * Screen readers hear each notification politely, the page's first included: they are shown inside a polite live
 * region that is on the page from the start (sonner's own, created with the first, is silenced).
 */
export function Toaster(props: ToasterProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Nothing to load until the page's first notification; the live region is there already.
  const active = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  return (
    <div
      ref={frame}
      className={styles.frame}
      data-toasts=""
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    >
      {active && <ActiveToaster {...props} frame={frame} />}
    </div>
  );
}

function ActiveToaster({ style, frame, ...props }: ToasterProps & { frame: RefObject<HTMLDivElement | null> }) {
  useToastLane(frame);
  return (
    <>
      <Suspense fallback={null}>
        <SonnerToaster
          position="bottom-left"
          duration={TOAST_DURATION_MS}
          closeButton
          containerAriaLabel="Notifications"
          {...props}
          style={{ ...themeVariables, ...style }}
          icons={{
            success: <CircleCheck {...iconProps} />,
            error: <CircleAlert {...iconProps} />,
            info: <Info {...iconProps} />,
            warning: <TriangleAlert {...iconProps} />,
            close: <X size={16} aria-hidden="true" focusable="false" />,
          }}
          toastOptions={{
            closeButtonAriaLabel: 'Dismiss notification',
            classNames: {
              toast: styles.toast,
              success: styles.success,
              error: styles.error,
              info: styles.info,
              warning: styles.warning,
              title: styles.title,
              description: styles.description,
              icon: styles.icon,
              closeButton: styles.closeButton,
            },
          }}
        />
        <Ready />
      </Suspense>
    </>
  );
}
