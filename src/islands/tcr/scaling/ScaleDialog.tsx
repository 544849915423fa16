import type { ScalingTarget } from '../../../api/scaling.ts';
import type { ScalingView } from '../../../stores/scalingList.ts';
import { Dialog, Modal } from '../../../ui/index.ts';
import ScaleForm from './ScaleForm.tsx';

/** The scale dialog of one row, open while mounted; closing it (Cancel, Escape, a done scale) unmounts it. */
export default function ScaleDialog({
  view,
  target,
  onOpenChange,
}: {
  view: ScalingView;
  target: ScalingTarget;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Modal size="sm" isOpen onOpenChange={onOpenChange}>
      <Dialog>{({ close }) => <ScaleForm view={view} target={target} onDone={close} />}</Dialog>
    </Modal>
  );
}
