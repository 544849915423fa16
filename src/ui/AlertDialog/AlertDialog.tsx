import { CircleHelp, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, Modal, type ModalProps } from '../Dialog/Dialog.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { cx } from '../theme/classNames.ts';
import * as styles from './AlertDialog.css.ts';

export const alertDialogVariants = styles.alertDialogVariants;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends Omit<ModalProps, 'children'> {
  /** The question, e.g. 'Create Tcr Brand?'. Names the dialog. */
  title: ReactNode;
  /** The message under the title: what happens on confirm. Read as the dialog's description. */
  children?: ReactNode;
  /**
   * A caution shown in a warning note under the message (e.g. an extra cost). Read with the description,
   * so it is announced when the dialog opens.
   */
  warning?: ReactNode;
  /** `destructive` paints the confirm button and the icon red, for actions that remove or cannot be undone. @default 'default' */
  variant?: AlertDialogVariant;
  /** Confirm button label. @default 'Yes' */
  confirmLabel?: ReactNode;
  /** Cancel button label. @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Label of the confirm button while it is pending, e.g. 'Provisioning bot number'. Default: a spinner. */
  pendingLabel?: ReactNode;
  /**
   * Runs on confirm. Returning a promise keeps the dialog open with the confirm button pending (Cancel and
   * Escape are blocked) until it settles: it closes when the promise resolves and stays open when it
   * rejects (report the failure yourself, e.g. with a toast; the rejection is not rethrown).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Shows the confirm button pending from outside (e.g. a mutation's `isPending`), with the same blocking. */
  isPending?: boolean;
  /** Turns the confirm button off, when what it would do is known to be refused: say why in the message. */
  isConfirmDisabled?: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/**
 * A confirmation: a modal `role="alertdialog"` with a title, a message, an optional warning note, and Cancel /
 * confirm ('Yes') buttons. Use it controlled (`isOpen` + `onOpenChange`) or inside a `DialogTrigger` next to
 * its trigger button. Focus starts on Cancel, the safe choice; Tab reaches the confirm button; Escape
 * cancels (closing without confirming is the cancel: watch `onOpenChange`); focus returns to the trigger.
 * Reuses Dialog's modal and overlay.
 */
export function AlertDialog({
  title,
  children,
  warning,
  variant = 'default',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  pendingLabel,
  onConfirm,
  isPending: isPendingProp = false,
  isConfirmDisabled = false,
  size = 'sm',
  isKeyboardDismissDisabled,
  isDismissable,
  ...props
}: AlertDialogProps) {
  const [isRunning, setRunning] = useState(false);
  const isPending = isPendingProp || isRunning;
  const messageId = useId();
  const warningId = useId();
  const describedBy = cx(children != null && messageId, warning != null && warningId);
  const Icon = variant === 'destructive' ? TriangleAlert : CircleHelp;

  return (
    <Modal
      {...props}
      size={size}
      isDismissable={isDismissable && !isPending}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
    >
      <Dialog role="alertdialog" aria-describedby={describedBy || undefined}>
        {({ close }) => {
          const confirm = () => {
            const result = onConfirm?.();
            if (!isThenable(result)) {
              close();
              return;
            }
            setRunning(true);
            result.then(
              () => {
                // Close first: the button leaves while still pending, so React Aria does not announce
                // a finished state for a button that is gone.
                close();
                setRunning(false);
              },
              () => setRunning(false),
            );
          };
          return (
            <div className={styles.layout}>
              <div className={styles.header}>
                <span className={styles.icon({ variant })} aria-hidden="true">
                  <Icon size={18} focusable="false" />
                </span>
                <div className={styles.titleBlock}>
                  <Heading slot="title" level={2} size="md">
                    {title}
                  </Heading>
                  {children != null && (
                    <div id={messageId} className={styles.message}>
                      {children}
                    </div>
                  )}
                </div>
              </div>
              {warning != null && (
                <Banner id={warningId} tone="warning" role="note">
                  {warning}
                </Banner>
              )}
              <div className={styles.actions}>
                <Button autoFocus isDisabled={isPending} onPress={close}>
                  {cancelLabel}
                </Button>
                <Button
                  variant={variant === 'destructive' ? 'destructive' : 'primary'}
                  isPending={isPending}
                  isDisabled={isConfirmDisabled}
                  pendingLabel={pendingLabel}
                  onPress={confirm}
                >
                  {confirmLabel}
                </Button>
              </div>
            </div>
          );
        }}
      </Dialog>
    </Modal>
  );
}
