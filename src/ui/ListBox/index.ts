export {
  ListBox,
  ListBoxItem,
  listBoxHeights,
  type ListBoxHeight,
  type ListBoxItemProps,
  type ListBoxProps,
} from './ListBox.tsx';
