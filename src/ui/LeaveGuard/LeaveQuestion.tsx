import { useRef } from 'react';
import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';

/**
 * 'Discard changes?': Keep editing (where focus starts, as Escape does) or Discard changes. Answers once, with
 * the first of the buttons or the dialog's closing.
 */
export default function LeaveQuestion({ onAnswer }: { onAnswer: (leave: boolean) => void }) {
  const answered = useRef(false);
  const answer = (leave: boolean) => {
    if (answered.current) return;
    answered.current = true;
    onAnswer(leave);
  };
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && answer(false)}
      title="Discard changes?"
      variant="destructive"
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={() => answer(true)}
    >
      What you changed here has not been saved. Discard it, or keep editing to save it first.
    </AlertDialog>
  );
}
