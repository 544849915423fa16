import { useState } from 'react';
import { useResubmitA2pBrand } from '../../../../api/a2pBrandResubmission.ts';
import { a2pBrandResubmissionTexts as texts } from '../../../../shared/a2pBrandResubmissionTexts.ts';
import type { PanelTrack } from '../../../../shared/registration.ts';
import { Button, Inline, preloadable, WhenLoaded } from '../../../../ui/index.ts';

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
  track,
}: {
  accountId: number;
  brandSid: string;
  /** The messaging chain's track, at its A2P brand. */
  track: PanelTrack;
}) {
  const resubmit = useResubmitA2pBrand(accountId);
  const [open, setOpen] = useState(false);
  // Shown while the brand has failed, and kept once used, so focus comes back to it when the brand is in review.
  if (track.status !== 'failed' && resubmit.isIdle) return null;
  return (
    <Inline gap="md">
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
        {/* Closed: gone at once, not for the render in which WhenLoaded's deferred value still says open. */}
        {open && (
          <A2pBrandResubmission
            accountId={accountId}
            brandSid={brandSid}
            onOpenChange={setOpen}
            onConfirm={() => resubmit.mutateAsync()}
          />
        )}
      </WhenLoaded>
    </Inline>
  );
}
