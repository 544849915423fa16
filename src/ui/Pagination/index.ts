export { Pagination, type PaginationProps } from './Pagination.tsx';
export { paginationWindow, type PaginationItem } from './paginationWindow.ts';
