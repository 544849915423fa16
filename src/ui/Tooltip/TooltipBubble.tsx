import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipContext,
  TooltipTriggerStateContext,
} from 'react-aria-components/Tooltip';
import { Provider } from 'react-aria-components/slots';
import { mergeClassName } from '../theme/classNames.ts';
import type { TooltipLink, TooltipProps } from './Tooltip.tsx';
import * as styles from './Tooltip.css.ts';

/**
 * The tooltip's bubble: RAC's `Tooltip`, placed by react-aria's overlay positioning, which only an open tooltip
 * needs; `Tooltip` loads this module on intent. It gives RAC's tooltip the contexts RAC's own trigger would.
 */
export default function TooltipBubble({
  link,
  showArrow = true,
  offset = 8,
  className,
  children,
  ...props
}: TooltipProps & { link: TooltipLink }) {
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, link.state],
        [TooltipContext, { ...link.tooltipProps, triggerRef: link.triggerRef }],
      ]}
    >
      <RACTooltip {...props} offset={offset} className={mergeClassName(styles.tooltip, className)}>
        {composeRenderProps(children, (content) => (
          <>
            {showArrow && (
              <OverlayArrow>
                <svg className={styles.arrow} width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
                  <path d="M0 0 L5 5 L10 0 Z" />
                </svg>
              </OverlayArrow>
            )}
            {content}
          </>
        ))}
      </RACTooltip>
    </Provider>
  );
}
