import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize } from '../Button/Button.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import { externalIcon, link, srOnly } from './Link.css.ts';

/**
 * `inline` (in text), `standalone` (own line), `button` (navigation that looks like a primary button),
 * `secondaryButton` (looks like a secondary button: Back beside a form's submit button).
 */
export const linkVariants = ['inline', 'standalone', 'button', 'secondaryButton'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends RACLinkProps {
  /** Default `inline`. */
  variant?: LinkVariant;
  /** Size when it looks like a button. Default `md`. */
  size?: ButtonSize;
  /**
   * Opens in a new tab: sets target _blank and rel noopener noreferrer, adds an icon and the
   * accessible hint '(opens in new tab)'. Implied by `target="_blank"`.
   */
  isExternal?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Navigation. Use Button for actions; use `variant="button"` when navigation must look like a button. */
export function Link({ variant = 'inline', size, isExternal, className, children, ...props }: LinkProps) {
  const external = isExternal || props.target === '_blank';
  const look =
    variant === 'button'
      ? button({ variant: 'primary', size })
      : variant === 'secondaryButton'
        ? button({ variant: 'secondary', size })
        : link({ variant });
  return (
    <RACLink
      {...props}
      {...(external ? { target: '_blank', rel: props.rel ?? 'noopener noreferrer' } : {})}
      className={mergeClassName(look, className)}
    >
      {composeRenderProps(children, (content) =>
        external ? (
          <>
            {content}
            <ExternalLink className={externalIcon} size="0.9em" aria-hidden="true" focusable="false" />
            <span className={srOnly}> (opens in new tab)</span>
          </>
        ) : (
          content
        ),
      )}
    </RACLink>
  );
}
