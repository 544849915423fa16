export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link.tsx';
/** Client-side navigation for every RAC link and link-tab inside it (an island that routes itself provides it). */
export { RouterProvider } from 'react-aria';
