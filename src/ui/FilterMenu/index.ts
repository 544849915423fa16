export {
  FilterMenu,
  type FilterMenuProps,
  type FilterOption,
  type FilterProperty,
  type FilterValue,
} from './FilterMenu.tsx';
