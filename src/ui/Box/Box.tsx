import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../theme/classNames.ts';
import { list } from './Box.css.ts';
import { sprinkles, type Sprinkles } from './sprinkles.css.ts';

/** Elements a layout primitive may render as. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'ul',
  'ol',
  'li',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles>, Sprinkles {
  /** The element to render. */
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
}

/** Splits sprinkle props from the rest, so they never reach the DOM. */
function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The base layout primitive: any element with space-token padding, gap and flex atoms. As `ul` or `ol` it drops
 * bullets and indent, and says `role="list"` (Safari forgets the role of a list without bullets).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  const isList = as === 'ul' || as === 'ol';
  const classes = cx(sprinkles(atoms), isList && list, className);
  return createElement(as as ElementType, { role: isList ? 'list' : undefined, ...rest, className: classes });
}
