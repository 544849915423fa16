import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Inline, Modal, Stack, Text } from '../../../ui/index.ts';

export interface AssignDialogFrameProps {
  title: string;
  /** How many phones the choice will be assigned to. */
  count: number;
  /** The search box and the list to choose from. */
  children: ReactNode;
  /** Accept is disabled until a choice is made; once made, Cancel and Escape ask before dropping it. */
  canAccept: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** What both assign dialogs share (spec 2 Phones): the title, 'Selected phones: N', the choice, Cancel and Accept. */
export function AssignDialogFrame({ title, count, children, canAccept, onAccept, onClose }: AssignDialogFrameProps) {
  return (
    <Modal isOpen isDismissable hasUnsavedChanges={canAccept} onOpenChange={(open) => !open && onClose()}>
      <Dialog>
        <Stack gap="lg">
          <Heading slot="title" level={2} size="md">
            {title}
          </Heading>
          <Text>Selected phones: {count}</Text>
          {children}
          <Inline gap="sm" justify="end">
            <Button slot="close">Cancel</Button>
            <Button variant="primary" isDisabled={!canAccept} onPress={onAccept}>
              Accept
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Modal>
  );
}
