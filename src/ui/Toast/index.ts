export { Toaster, TOAST_DURATION_MS, type ToasterProps } from './Toaster.tsx';
export { notify, type NotifyOptions } from './notify.ts';
