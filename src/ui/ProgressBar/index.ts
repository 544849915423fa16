export {
  ProgressBar,
  progressBarSizes,
  progressBarTones,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './ProgressBar.tsx';
