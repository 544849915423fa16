export { SearchField, type SearchFieldProps } from './SearchField.tsx';
export { ListSearchField, type ListSearchFieldProps } from './ListSearchField.tsx';
