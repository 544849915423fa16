export { StatusMark, statusMarkSizes, type StatusMarkProps, type StatusMarkSize } from './StatusMark.tsx';
