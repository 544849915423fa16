import { ButtonContext } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { DialogContext, OverlayTriggerStateContext, Dialog as RACDialog } from 'react-aria-components/Dialog';
import { RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components/Modal';
import { PopoverContext } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import type { ReactNode } from 'react';
import { DialogTriggerContext, type DialogProps, type DialogTriggerLink, type ModalProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

/** The Dialog once its code has loaded: RAC's dialog. */
export function InteractiveDialog({ className, ...props }: DialogProps) {
  return <RACDialog {...props} className={className ? `${styles.dialog} ${className}` : styles.dialog} />;
}

/** The Modal once its code has loaded: RAC's modal over its overlay. */
export function InteractiveModal({ className, size, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <RACModal
        className={composeRenderProps(className, (cn) =>
          cn ? `${styles.modal({ size })} ${cn}` : styles.modal({ size }),
        )}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}

/**
 * What RAC's own DialogTrigger gives the overlay next to its button (a Modal, or a Popover holding a non-modal
 * Dialog): the trigger's state, the dialog's labelling, the popover's anchor. The trigger's button props and our
 * trigger's link stop here, so the dialog's own buttons and any overlay inside it do not take them.
 */
export function TriggeredOverlay({ link, children }: { link: DialogTriggerLink; children: ReactNode }) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, link.state],
        [RootMenuTriggerStateContext, link.state],
        [DialogContext, link.overlayProps],
        [
          PopoverContext,
          {
            trigger: 'DialogTrigger',
            triggerRef: link.triggerRef,
            id: link.overlayProps.id,
            'aria-labelledby': link.overlayProps['aria-labelledby'],
          },
        ],
        [ButtonContext, null],
      ]}
    >
      <DialogTriggerContext.Provider value={null}>{children}</DialogTriggerContext.Provider>
    </Provider>
  );
}

/** A Modal opened by a `DialogTrigger`. */
export default function TriggeredModal({ link, ...props }: ModalProps & { link: DialogTriggerLink }) {
  return (
    <TriggeredOverlay link={link}>
      <InteractiveModal {...props} />
    </TriggeredOverlay>
  );
}
