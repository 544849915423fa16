import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import type { ToasterProps as SonnerProps } from 'sonner';
import { vars } from '../theme/theme.css.ts';
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
 * Where notifications appear: bottom left, 4 s, with a close button, success bordered green and
 * error red. Mount exactly one per page (the screen island's root), then call `notify.*` anywhere; sonner
 * itself loads with the first notification.
 */
export function Toaster({ style, ...props }: ToasterProps) {
  // Nothing to load or render until the page's first notification.
  const active = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  if (!active) return null;
  return (
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
  );
}
