import { useState } from 'react';
import { useResubmitA2pBrand } from '../../../../api/a2pBrandResubmission.ts';
import { a2pBrandResubmissionTexts as texts } from '../../../../shared/a2pBrandResubmissionTexts.ts';
import { Button, preloadable, WhenLoaded } from '../../../../ui/index.ts';

// The confirmation (the dialog, what changed since the brand was sent) loads on intent on the button.
const A2pBrandResubmission = preloadable(() => import('./A2pBrandResubmission.tsx'));
const preloadResubmission = () => void A2pBrandResubmission.preload();

/**
 * Resubmit A2P brand, for a brand the messaging provider failed: a confirmation with what changed since it was sent
 * and the provider's free updates left, open (its button pending) until the resubmission is done. Focus comes back
 * to the button when it closes.
 */
export default function ResubmitA2pBrand({
  accountId,
  brandSid,
  onUsed,
}: {
  accountId: number;
  brandSid: string;
  /** Called when a resubmission starts: the panel keeps the button once the brand is in review again. */
  onUsed: () => void;
}) {
  const resubmit = useResubmitA2pBrand(accountId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        isPending={resubmit.isPending}
        pendingLabel={texts.resubmitting}
        onHoverStart={preloadResubmission}
        onFocus={preloadResubmission}
        onPress={() => setOpen(true)}
      >
        {texts.button}
      </Button>
      <WhenLoaded when={open} code={A2pBrandResubmission}>
        {open && (
          <A2pBrandResubmission
            accountId={accountId}
            brandSid={brandSid}
            onOpenChange={setOpen}
            onConfirm={() => {
              onUsed();
              return resubmit.mutateAsync();
            }}
          />
        )}
      </WhenLoaded>
    </>
  );
}
