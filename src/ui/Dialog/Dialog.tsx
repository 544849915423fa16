import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { ButtonContext } from 'react-aria-components/Button';
import type {
  DialogProps as RACDialogProps,
  DialogTriggerProps as RACDialogTriggerProps,
} from 'react-aria-components/Dialog';
import type { ModalOverlayProps } from 'react-aria-components/Modal';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type * as styles from './Dialog.css.ts';

// RAC's dialog and modal bring the overlay, dialog and menu code (about 30 KB gzip): they load when a dialog is
// wanted, not with the page.
const TriggeredModal = lazy(() => import('./InteractiveDialog.tsx'));
const InteractiveModal = lazy(() =>
  import('./InteractiveDialog.tsx').then((m) => ({ default: m.InteractiveModal })),
) as ComponentType<ModalProps>;
const InteractiveDialog = lazy(() =>
  import('./InteractiveDialog.tsx').then((m) => ({ default: m.InteractiveDialog })),
) as ComponentType<DialogProps>;

export type DialogProps = RACDialogProps;
export type DialogTriggerProps = RACDialogTriggerProps;
export type ModalSize = (typeof styles.modalSizes)[number];

export interface ModalProps extends ModalOverlayProps {
  /** Maximum width: sm 400px, md 560px, lg 800px. @default 'md' */
  size?: ModalSize;
}

/** What a Modal needs from the DialogTrigger around it. */
export interface DialogTriggerLink {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's id, and the trigger that labels it unless it has a title. */
  overlayProps: { id?: string; 'aria-labelledby': string };
  /** The person has hovered, focused or pressed the trigger: time to load the dialog. */
  wanted: boolean;
}

/** The DialogTrigger around a Modal or Popover (none inside the overlay it opened). */
export const DialogTriggerContext = createContext<DialogTriggerLink | null>(null);

/**
 * A button that opens the Modal (or AlertDialog) next to it, as RAC's DialogTrigger: the Button first, then the
 * Modal. RAC's own trigger lives in the module that defines Dialog, which brings the whole overlay and menu code
 * with the page; this one uses the same react-aria hook and state, and the modal's code loads from the first
 * hover, focus or press of the button. The dialog is labelled by the trigger unless it has a title.
 */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  // As RAC's: a menu trigger's state, in case a menu sits in the dialog.
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const triggerId = useId();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <DialogTriggerContext.Provider
      value={{
        state,
        triggerRef,
        overlayProps: { ...overlayProps, 'aria-labelledby': triggerId },
        wanted: wanted || state.isOpen,
      }}
    >
      <ButtonContext.Provider
        value={{
          ...triggerProps,
          id: triggerId,
          ref: triggerRef,
          isPressed: state.isOpen,
          onHoverStart: want,
          onFocus: want,
        }}
      >
        {children}
      </ButtonContext.Provider>
    </DialogTriggerContext.Provider>
  );
}

/**
 * A centered modal surface over a dimmed backdrop. Put a `Dialog` inside. Dismiss with Escape; set
 * `isDismissable` to also close on a click outside. `className` applies to the modal surface. Inside a
 * DialogTrigger its code loads on intent; used alone (`isOpen`), when it first opens.
 */
export function Modal(props: ModalProps) {
  const link = useContext(DialogTriggerContext);
  if (link) {
    if (!link.wanted) return null;
    return (
      <Suspense>
        <TriggeredModal link={link} {...props} />
      </Suspense>
    );
  }
  if (!props.isOpen && !props.defaultOpen) return null;
  return (
    <Suspense>
      <InteractiveModal {...props} />
    </Suspense>
  );
}

/**
 * The content of a modal or popover dialog. Name it with a `<Heading slot="title">` inside, or `aria-label`.
 * Children may be a function receiving `{ close }`.
 */
export function Dialog(props: DialogProps): ReactNode {
  return (
    <Suspense>
      <InteractiveDialog {...props} />
    </Suspense>
  );
}
