import { ButtonContext } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { DialogContext, OverlayTriggerStateContext, Dialog as RACDialog } from 'react-aria-components/Dialog';
import { RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components/Modal';
import { PopoverContext } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import type { DialogProps, DialogTriggerLink, ModalProps } from './Dialog.tsx';
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
 * A Modal opened by a `DialogTrigger`: given the trigger's state and props as RAC's own DialogTrigger provides
 * them; the trigger's button props stop here, so the dialog's own buttons do not take them.
 */
export default function TriggeredModal({ link, ...props }: ModalProps & { link: DialogTriggerLink }) {
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
      <InteractiveModal {...props} />
    </Provider>
  );
}
