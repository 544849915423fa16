import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../Box/sprinkles.css.ts';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Space between children, a space token (responsive object allowed). Default `md`. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of children. Default `stretch`. */
  align?: StackAlign;
}

/** Children in a column, separated by a space token. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={alignMap[align]} {...props} />;
}
