import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components/Heading';
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
}

/** A section heading. Also fills a Dialog's title slot (RAC Heading). */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      className={[heading({ size: size ?? sizeForLevel[level] }), className].filter(Boolean).join(' ')}
    />
  );
}
