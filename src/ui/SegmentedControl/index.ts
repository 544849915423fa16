export {
  Segment,
  SegmentedControl,
  segmentedControlSizes,
  type SegmentedControlProps,
  type SegmentedControlSize,
  type SegmentProps,
} from './SegmentedControl.tsx';
