export { Popover, POPOVER_MAX_HEIGHT, type PopoverProps } from './Popover.tsx';
