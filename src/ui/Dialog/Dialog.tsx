import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components/Dialog';
import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import * as styles from './Dialog.css.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';

export type DialogProps = RACDialogProps;

/**
 * The content of a modal or popover dialog. Name it with a `<Heading slot="title">` inside, or `aria-label`.
 * Children may be a function receiving `{ close }`.
 */
export function Dialog({ className, ...props }: DialogProps) {
  return <RACDialog {...props} className={className ? `${styles.dialog} ${className}` : styles.dialog} />;
}

export type ModalSize = (typeof styles.modalSizes)[number];

export interface ModalProps extends ModalOverlayProps {
  /** Maximum width: sm 400px, md 560px, lg 800px. @default 'md' */
  size?: ModalSize;
}

/**
 * A centered modal surface over a dimmed backdrop. Put a `Dialog` inside. Dismiss with Escape; set
 * `isDismissable` to also close on a click outside. `className` applies to the modal surface.
 */
export function Modal({ className, size, children, ...props }: ModalProps) {
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
