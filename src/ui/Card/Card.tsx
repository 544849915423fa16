import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../theme/classNames.ts';
import { card, cardPaddings } from './Card.css.ts';

export { cardPaddings };
export type CardPadding = (typeof cardPaddings)[number];
export const cardElements = ['div', 'section', 'article', 'li'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner padding. Default `lg` (24px). */
  padding?: CardPadding;
  /** Element to render; use `section`/`article` with an `aria-labelledby` heading for landmarks. */
  as?: (typeof cardElements)[number];
  ref?: Ref<HTMLElement>;
}

/** A surface: background, 1px border, large radius, soft shadow and padding. */
export function Card({ padding, as = 'div', className, ...props }: CardProps) {
  return createElement(as, { ...props, className: cx(card({ padding }), className) });
}
