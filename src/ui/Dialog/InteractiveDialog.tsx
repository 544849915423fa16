import { ButtonContext } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { DialogContext, OverlayTriggerStateContext, Dialog as RACDialog } from 'react-aria-components/Dialog';
import { RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components/Modal';
import { PopoverContext } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import { useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { DialogTriggerContext, type DialogProps, type DialogTriggerLink, type ModalProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

/** The Dialog once its code has loaded: RAC's dialog. */
export function InteractiveDialog({ className, ...props }: DialogProps) {
  return <RACDialog {...props} className={className ? `${styles.dialog} ${className}` : styles.dialog} />;
}

/**
 * The Modal once its code has loaded: RAC's modal over its overlay. Once closed, focus is back where it was when
 * the modal opened, even when react-aria's own return misses (see useFocusReturn).
 */
export function InteractiveModal({ className, size, children, ...props }: ModalProps) {
  const state = useContext(OverlayTriggerStateContext);
  const isOpen = props.isOpen ?? state?.isOpen ?? false;
  const ref = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  useFocusReturn(isOpen, ref, () => openerRef.current);
  return (
    <>
      <RecordOpener isOpen={isOpen} openerRef={openerRef} />
      <ModalOverlay {...props} ref={ref} className={styles.overlay}>
        <RACModal
          className={composeRenderProps(className, (cn) =>
            cn ? `${styles.modal({ size })} ${cn}` : styles.modal({ size }),
          )}
        >
          {children}
        </RACModal>
      </ModalOverlay>
    </>
  );
}

/**
 * Keeps what had focus when the modal opened, in the commit that opens it and before anything in the modal takes
 * focus: its layout effect comes before those of the modal, rendered after it.
 */
function RecordOpener({ isOpen, openerRef }: { isOpen: boolean; openerRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [isOpen, openerRef]);
  return null;
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
