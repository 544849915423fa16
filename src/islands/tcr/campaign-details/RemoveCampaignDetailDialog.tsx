import { useRemoveCampaignDetail } from '../../../api/campaignDetails.ts';
import { AlertDialog, Button, Dialog, Heading, Inline, Modal, Stack, Text } from '../../../ui/index.ts';
import type { RemoveCampaignDetailProps } from './RemoveCampaignDetail.tsx';
import { campaignManagementTexts as m } from '../../../shared/campaignManagementTexts.ts';

/**
 * What Remove opens (spec 2, 4): with associated accounts, a dialog saying the detail cannot be deleted; without,
 * a confirmation that removes it (spec 8's toasts). Loaded when the person shows intent on the Remove button.
 */
export default function RemoveCampaignDetailDialog({
  detail,
  onRemoved,
  isOpen,
  onOpenChange,
}: Omit<RemoveCampaignDetailProps, 'size'> & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const remove = useRemoveCampaignDetail();
  const count = detail.accounts.length;
  if (count > 0) {
    return (
      <Modal size="sm" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
        <Dialog>
          <Stack gap="md">
            <Heading slot="title" level={2} size="md">
              Campaign details cannot be removed
            </Heading>
            <Text>{m.detailHasAccounts}</Text>
            <Text tone="muted">{`${detail.name} has ${count} associated account${count > 1 ? 's' : ''}.`}</Text>
            <Inline justify="end">
              <Button slot="close" variant="primary" autoFocus>
                OK
              </Button>
            </Inline>
          </Stack>
        </Dialog>
      </Modal>
    );
  }
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Remove campaign details?"
      variant="destructive"
      confirmLabel="Remove"
      pendingLabel="Removing"
      onConfirm={() => remove.mutateAsync(detail.id).then(() => onRemoved?.())}
    >
      {`${detail.name} will be removed.`}
    </AlertDialog>
  );
}
