export {
  COMBOBOX_LOAD_ERROR,
  ComboBox,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxProps,
} from './ComboBox.tsx';
