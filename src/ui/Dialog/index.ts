export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
  type ModalSize,
} from './Dialog.tsx';
