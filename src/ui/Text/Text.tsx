import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../theme/classNames.ts';
import { text, textSizes, textTones, textWeights } from './Text.css.ts';

export { textSizes, textTones, textWeights };
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export const textElements = ['span', 'p', 'div'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render. Default `span`. */
  as?: TextElement;
  /** Font size. Default `md` (14px). */
  size?: TextSize;
  /** Color role. Default `default`. */
  tone?: TextTone;
  /** Font weight. Default `regular`. */
  weight?: TextWeight;
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * Body text. A plain element, not RAC's slot-aware Text: use `Description` for a field's help text.
 */
export function Text({ as = 'span', size, tone, weight, truncate, className, ...props }: TextProps) {
  return createElement(as, {
    ...props,
    className: cx(text({ size, tone, weight, truncate }), className),
  });
}
