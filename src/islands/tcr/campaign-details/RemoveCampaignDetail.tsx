import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CampaignDetail } from '../../../shared/campaignManagement.ts';
import { Button, preloadable, WhenLoaded } from '../../../ui/index.ts';

// The dialogs, their overlay code and the removal's call load on intent on a Remove button, not with every row.
const RemoveCampaignDetailDialog = preloadable(() => import('./RemoveCampaignDetailDialog.tsx'));

export interface RemoveCampaignDetailProps {
  detail: Pick<CampaignDetail, 'id' | 'name' | 'accounts'>;
  /** After it is gone. */
  onRemoved?: () => void;
  size?: 'sm' | 'md';
}

/** Remove, for the list's rows and the edit page: a confirmation, or a dialog saying it cannot be deleted. */
export function RemoveCampaignDetail({ size, ...props }: RemoveCampaignDetailProps) {
  const [isOpen, setOpen] = useState(false);
  const preload = () => void RemoveCampaignDetailDialog.preload();
  return (
    <>
      <Button
        size={size}
        variant="quiet"
        aria-label={`Remove ${props.detail.name}`}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        <Trash2 size={16} aria-hidden="true" />
        Remove
      </Button>
      <WhenLoaded when={isOpen} code={RemoveCampaignDetailDialog}>
        {isOpen && <RemoveCampaignDetailDialog {...props} isOpen onOpenChange={setOpen} />}
      </WhenLoaded>
    </>
  );
}
