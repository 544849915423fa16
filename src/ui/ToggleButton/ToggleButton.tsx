import { Circle, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components/ToggleButton';
import {
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components/ToggleButtonGroup';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize } from '../Button/Button.tsx';
import { cx, mergeClassName } from '../theme/classNames.ts';
import * as styles from './ToggleButton.css.ts';

export interface ToggleButtonProps extends RACToggleButtonProps {
  /** `md` is the 36px control height (default), `sm` 28px. */
  size?: ButtonSize;
  /**
   * Shows an empty circle, or a check mark when selected, before the label: the state reads without
   * color. Default `true`; turn it off only for icon-only toggles that change their own icon.
   */
  showMark?: boolean;
  /** For a screen to move focus to it (see useFocusTarget). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that stays pressed (`aria-pressed`) until pressed again, e.g. one status of a filter. Standalone
 * use `isSelected`/`onChange`; inside a ToggleButtonGroup give it an `id` and let the group hold the state.
 */
export function ToggleButton({ size, showMark = true, className, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={mergeClassName(cx(button({ variant: 'secondary', size }), styles.toggle), className)}
    >
      {composeRenderProps(children, (content, { isSelected }) =>
        showMark ? (
          <>
            <span className={styles.mark} aria-hidden="true">
              {isSelected ? <CircleCheck size={16} /> : <Circle size={16} />}
            </span>
            {content}
          </>
        ) : (
          content
        ),
      )}
    </RACToggleButton>
  );
}

export type ToggleButtonGroupProps = RACToggleButtonGroupProps;

/**
 * A row of ToggleButtons sharing one selection: `selectionMode="multiple"` (a toolbar; each button toggles its
 * key in `selectedKeys`) or `"single"` (one at a time). Tab enters the group once, arrow keys move between the
 * buttons, Space or Enter toggles. Name it with `aria-label` (e.g. 'Call status').
 */
export function ToggleButtonGroup({ className, ...props }: ToggleButtonGroupProps) {
  return <RACToggleButtonGroup {...props} className={mergeClassName(styles.group, className)} />;
}
