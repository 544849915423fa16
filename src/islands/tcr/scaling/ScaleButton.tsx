import { useState } from 'react';
import type { ScalingTarget } from '../../../api/scaling.ts';
import type { ScalingView } from '../../../stores/scalingList.ts';
import { Button, preloadable, WhenLoaded } from '../../../ui/index.ts';

// The dialog, its overlay code and its form load on intent on a Scale button, not with the list.
const ScaleDialog = preloadable(() => import('./ScaleDialog.tsx'));

/** A row's Scale button (disabled without a brand: the scaling call needs one) and the dialog it opens. */
export function ScaleButton({ view, target }: { view: ScalingView; target: ScalingTarget }) {
  const [isOpen, setOpen] = useState(false);
  const preload = () => void ScaleDialog.preload();
  return (
    <>
      <Button
        size="sm"
        aria-label={`Scale ${target.name}`}
        isDisabled={target.brands.length === 0}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        Scale
      </Button>
      <WhenLoaded when={isOpen} code={ScaleDialog}>
        {isOpen && <ScaleDialog view={view} target={target} onOpenChange={setOpen} />}
      </WhenLoaded>
    </>
  );
}
