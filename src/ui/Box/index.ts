export { Box, boxElements, type BoxElement, type BoxProps } from './Box.tsx';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
