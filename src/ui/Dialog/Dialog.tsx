import { createContext, Suspense, useContext, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ButtonContext } from 'react-aria-components/Button';
import type {
  DialogProps as RACDialogProps,
  DialogTriggerProps as RACDialogTriggerProps,
} from 'react-aria-components/Dialog';
import type { ModalOverlayProps } from 'react-aria-components/Modal';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { preloadable, WhenLoaded } from '../hooks/preloadable.tsx';
import type * as styles from './Dialog.css.ts';

// RAC's dialog and modal bring the overlay, dialog and menu code (about 30 KB gzip): they load when a dialog is
// wanted, not with the page. One module: once the modal is there, so is the dialog in it (no second wait).
const loadOverlay = () => import('./InteractiveDialog.tsx');
const TriggeredModal = preloadable(loadOverlay);
const InteractiveModal = preloadable(loadOverlay, (m) => m.InteractiveModal);
const InteractiveDialog = preloadable(loadOverlay, (m) => m.InteractiveDialog);

export type DialogProps = RACDialogProps;
export type DialogTriggerProps = RACDialogTriggerProps;
export type ModalSize = (typeof styles.modalSizes)[number];

export interface ModalProps extends ModalOverlayProps {
  /** Maximum width: sm 400px, md 560px, lg 800px. @default 'md' */
  size?: ModalSize;
  /**
   * The modal holds a choice made outside a form (an AppForm says so itself): closing it asks 'Discard changes?'
   * first, as for a dirty form.
   */
  hasUnsavedChanges?: boolean;
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
  // Once opened, RAC's overlay stays mounted to close itself: it plays the exit and gives focus back to where it
  // was. Unmounting it with the close would drop focus on the page's body.
  const [opened, setOpened] = useState(false);
  if (props.isOpen && !opened) setOpened(true);
  // Shown once its code is there, what was on screen staying meanwhile (no fallback: see WhenLoaded).
  if (link) {
    return (
      <WhenLoaded when={link.wanted} code={TriggeredModal}>
        <TriggeredModal link={link} {...props} />
      </WhenLoaded>
    );
  }
  return (
    <WhenLoaded when={!!(props.isOpen || props.defaultOpen || opened)} code={InteractiveModal}>
      <InteractiveModal {...props} />
    </WhenLoaded>
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
