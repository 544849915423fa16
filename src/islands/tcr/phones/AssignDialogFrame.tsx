import { useId, type ReactNode } from 'react';
import { Button, Dialog, Heading, Inline, Modal, Stack, Text } from '../../../ui/index.ts';

export interface AssignDialogFrameProps {
  title: string;
  /** How many phones the choice will be assigned to. */
  count: number;
  /** The search box and the list to choose from. */
  children: ReactNode;
  /** What Accept would change beyond the choice (numbers moved from their accounts): said above it, describing it. */
  warnings?: ReactNode;
  /** Accept is disabled until a choice is made; once made, Cancel and Escape ask before dropping it. */
  canAccept: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** What both assign dialogs share (spec 2 Phones): the title, 'Selected phones: N', the choice, Cancel and Accept. */
export function AssignDialogFrame({
  title,
  count,
  children,
  warnings,
  canAccept,
  onAccept,
  onClose,
}: AssignDialogFrameProps) {
  const warningsId = useId();
  return (
    <Modal isOpen isDismissable hasUnsavedChanges={canAccept} onOpenChange={(open) => !open && onClose()}>
      <Dialog>
        <Stack gap="lg">
          <Heading slot="title" level={2} size="md">
            {title}
          </Heading>
          <Text>Selected phones: {count}</Text>
          {children}
          {/* On the dialog from the start, so each warning is announced as it appears. */}
          {warnings !== undefined && (
            <Stack gap="sm" id={warningsId}>
              {warnings}
            </Stack>
          )}
          <Inline gap="sm" justify="end">
            <Button slot="close">Cancel</Button>
            <Button
              variant="primary"
              isDisabled={!canAccept}
              onPress={onAccept}
              aria-describedby={warnings ? warningsId : undefined}
            >
              Accept
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Modal>
  );
}
