import { ButtonContext } from 'react-aria-components/Button';
import { DialogContext, OverlayTriggerStateContext, Dialog as RACDialog } from 'react-aria-components/Dialog';
import { RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components/Modal';
import { PopoverContext } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import { useContext, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { askToLeave, registerUnsaved } from '../LeaveGuard/unsavedChanges.ts';
import { mergeClassName } from '../theme/classNames.ts';
import { DialogTriggerContext, type DialogProps, type DialogTriggerLink, type ModalProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

/** The Dialog once its code has loaded: RAC's dialog. */
export function InteractiveDialog({ className, ...props }: DialogProps) {
  return <RACDialog {...props} className={className ? `${styles.dialog} ${className}` : styles.dialog} />;
}

/**
 * The Modal once its code has loaded: RAC's modal over its overlay. Once closed, focus is back where it was when
 * the modal opened, even when react-aria's own return misses (see useFocusReturn). Closing it (Escape, Cancel, a
 * click outside) while a form in it holds unsaved changes asks first (see LeaveGuard).
 */
export function InteractiveModal({
  className,
  size,
  children,
  onOpenChange,
  hasUnsavedChanges = false,
  ...props
}: ModalProps) {
  const state = useContext(OverlayTriggerStateContext);
  const isOpen = props.isOpen ?? state?.isOpen ?? false;
  const ref = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  useFocusReturn(isOpen, ref, () => openerRef.current);
  // The choice goes with the modal, which its owner unmounts or resets on close: nothing to discard here.
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    return registerUnsaved({ element: () => ref.current, isDirty: () => true, discard: () => {} });
  }, [hasUnsavedChanges]);
  const closeAsking = (close: () => void) => void askToLeave(ref.current).then((leave) => leave && close());
  const controlled = props.isOpen !== undefined || props.defaultOpen !== undefined;
  const overlay = (
    <ModalOverlay
      {...props}
      onOpenChange={(open) => (open ? onOpenChange?.(true) : closeAsking(() => onOpenChange?.(false)))}
      ref={ref}
      className={styles.overlay}
    >
      <RACModal className={mergeClassName(styles.modal({ size }), className)}>{children}</RACModal>
    </ModalOverlay>
  );
  return (
    <>
      <RecordOpener isOpen={isOpen} openerRef={openerRef} />
      {controlled || !state ? (
        overlay
      ) : (
        // Opened by a trigger: its state closes the modal, so its close is the one that asks.
        <OverlayTriggerStateContext.Provider value={{ ...state, close: () => closeAsking(state.close) }}>
          {overlay}
        </OverlayTriggerStateContext.Provider>
      )}
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
