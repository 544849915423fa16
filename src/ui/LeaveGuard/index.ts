export { LeaveGuard } from './LeaveGuard.tsx';
export { askToLeave, registerUnsaved, type Unsaved } from './unsavedChanges.ts';
