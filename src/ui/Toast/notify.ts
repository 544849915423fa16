import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import { loadSonner, requestToaster, toasterReady } from './sonner.ts';

/** Options of one notification: a `description` line, an `id` to replace a previous one, `duration`. */
export type NotifyOptions = Pick<ExternalToast, 'description' | 'id' | 'duration' | 'onDismiss' | 'onAutoClose'>;

type ToastId = string | number;
type Kind = 'success' | 'error' | 'info';

async function show(kind: Kind, message: ReactNode, options?: NotifyOptions): Promise<ToastId> {
  requestToaster();
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  return toast[kind](message, options);
}

/**
 * Shows notifications in the page's Toaster (mount one `<Toaster />` per page). Calls made before
 * the Toaster is ready wait for it. Each call resolves to the toast id.
 */
export const notify = {
  /** Green-bordered confirmation, e.g. 'Account updated successfully'. */
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  /** Red-bordered failure, e.g. 'Error updating account'. */
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  /** Neutral information. */
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  /** Removes one notification, or all without an id. */
  dismiss: async (id?: ToastId) => {
    const { toast } = await loadSonner();
    toast.dismiss(id);
  },
};
