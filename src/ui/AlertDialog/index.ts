export { AlertDialog, alertDialogVariants, type AlertDialogProps, type AlertDialogVariant } from './AlertDialog.tsx';
