export {
  ELLIPSIS,
  Tooltip,
  TOOLTIP_DELAY,
  TooltipTrigger,
  TRUNCATE_LENGTH,
  TruncatedText,
  truncateText,
  type TooltipProps,
  type TooltipTriggerProps,
  type TruncatedTextProps,
} from './Tooltip.tsx';
