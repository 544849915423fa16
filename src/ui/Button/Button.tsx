import type { ReactNode, Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Spinner, SpinnerGlyph } from '../Spinner/Spinner.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import { button, buttonSizes, buttonVariants, glyph, hidden, layer, layers, transparent } from './Button.css.ts';

export { buttonSizes, buttonVariants };
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** Visual weight. Default `secondary`; one `primary` per view. */
  variant?: ButtonVariant;
  /** `md` is the 36px control height (default), `sm` 28px. */
  size?: ButtonSize;
  /** Square button for a lone icon; give it an `aria-label`. */
  iconOnly?: boolean;
  /**
   * Text shown (with a spinner) instead of the children while `isPending`, e.g. 'Saving...'.
   * Without it the label stays (invisible, still the accessible name) under a centred spinner.
   */
  pendingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action. `isPending` keeps the button focusable and its width, shows a spinner, blocks presses
 * and submission; `isDisabled` removes it from interaction. Icons: pass lucide icons as children
 * (they are decorative; use `iconOnly` + `aria-label` for an icon-only button).
 */
export function Button({ variant, size, iconOnly, pendingLabel, className, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={mergeClassName(button({ variant, size, iconOnly }), className)}>
      {composeRenderProps(children, (content, { isPending }) => {
        if (!isPending) return content;
        if (pendingLabel != null) {
          return (
            <span className={layers}>
              <span className={`${layer} ${hidden}`}>{content}</span>
              <span className={layer}>
                <span className={glyph}>
                  <SpinnerGlyph />
                </span>
                {pendingLabel}
              </span>
            </span>
          );
        }
        return (
          <span className={layers}>
            <span className={`${layer} ${transparent}`}>{content}</span>
            <span className={layer}>
              <Spinner size="sm" aria-label="Pending" />
            </span>
          </span>
        );
      })}
    </RACButton>
  );
}
