import type { Ref } from 'react';
import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components/Heading';
import { cx } from '../theme/classNames.ts';
import { heading, headingSizes } from './Heading.css.ts';

export { headingSizes };
export type HeadingSize = (typeof headingSizes)[number];
export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** Document level (h1-h4). Default 2. */
  level?: HeadingLevel;
  /** Visual size, independent of the level. Defaults from the level: 1 xl, 2 lg, 3 md, 4 sm. */
  size?: HeadingSize;
  /** With `tabIndex={-1}`, a place to move focus to (a step's or a page's heading after an action): see useFocusTarget. */
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading. Also fills a Dialog's title slot (RAC Heading). */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  return (
    <RACHeading {...props} level={level} className={cx(heading({ size: size ?? sizeForLevel[level] }), className)} />
  );
}
