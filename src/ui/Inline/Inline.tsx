import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../Box/sprinkles.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'flexWrap'
> {
  /** Space between children, a space token (responsive object allowed). Default `sm`. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment. Default `center`. */
  align?: InlineAlign;
  /** Main-axis distribution. Default `start`. */
  justify?: InlineJustify;
  /** Wrap onto several lines when space runs out. Default `true`. */
  wrap?: boolean;
}

/** Children in a row, separated by a space token; wraps by default. */
export function Inline({ gap = 'sm', align = 'center', justify = 'start', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={alignMap[align]}
      justifyContent={justifyMap[justify]}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      {...props}
    />
  );
}
