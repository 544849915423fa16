import { Circle, CircleCheck } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, type FocusEvent, type Ref, type RefObject } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components/ToggleButton';
import {
  ToggleButtonGroup as RACToggleButtonGroup,
  ToggleGroupStateContext,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components/ToggleButtonGroup';
import { useObjectRef } from 'react-aria/useObjectRef';
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
export function ToggleButton({ size, showMark = true, className, children, onFocus, ...props }: ToggleButtonProps) {
  const group = useContext(ToggleGroupStateContext);
  const arrowing = useContext(ArrowingContext);
  const radio = group?.selectionMode === 'single' && props.id !== undefined ? group : null;
  return (
    <RACToggleButton
      {...props}
      // A radio of a group with a choice is a Tab stop only when chosen: Tab enters the group on its choice.
      excludeFromTabOrder={
        props.excludeFromTabOrder ??
        (radio !== null && radio.selectedKeys.size > 0 && !radio.selectedKeys.has(props.id!))
      }
      onFocus={(event: FocusEvent<Element>) => {
        // Reached with an arrow key: chosen, as a native radio is.
        if (radio && arrowing?.current) radio.setSelected(props.id!, true);
        onFocus?.(event);
      }}
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

export interface ToggleButtonGroupProps extends RACToggleButtonGroupProps {
  ref?: Ref<HTMLDivElement>;
}

/** True while a single-choice group's arrow key moves focus: the radio that takes it is chosen. */
const ArrowingContext = createContext<RefObject<boolean> | null>(null);

/** The arrow keys of a radio group: to the next radio or the previous one (in reading order). */
const ARROW_STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of ToggleButtons sharing one selection: `selectionMode="multiple"` (a toolbar; each button toggles its
 * key in `selectedKeys`) or `"single"` (one at a time). Tab enters the group once, arrow keys move between the
 * buttons, Space or Enter toggles. Name it with `aria-label` (e.g. 'Call status').
 *
 * With `"single"` the buttons are radios and behave as native ones: Tab enters the group on the chosen one, and the
 * arrows (all four, round from the last to the first) move to the next or previous radio and choose it. React Aria's
 * group only moves focus with its arrows (it is a toolbar), so the group takes those keys before it.
 */
export function ToggleButtonGroup({ className, ref, ...props }: ToggleButtonGroupProps) {
  const groupRef = useObjectRef(ref);
  const arrowing = useRef(false);
  const single = props.selectionMode === 'single';
  useEffect(() => {
    const group = groupRef.current;
    if (!single || !group) return;
    // On the document in the capture phase: before React Aria's own handler, which React calls from its root.
    const document = group.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = ARROW_STEPS[event.key];
      const from = event.target as HTMLElement;
      if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !group.contains(from)) return;
      const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])')];
      const at = radios.indexOf(from);
      if (at < 0) return;
      event.preventDefault();
      event.stopPropagation();
      const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
      const forward = horizontal && getComputedStyle(group).direction === 'rtl' ? -step : step;
      arrowing.current = true;
      try {
        radios[(at + forward + radios.length) % radios.length]!.focus();
      } finally {
        arrowing.current = false;
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [single, groupRef]);
  return (
    <ArrowingContext.Provider value={arrowing}>
      <RACToggleButtonGroup {...props} ref={groupRef} className={mergeClassName(styles.group, className)} />
    </ArrowingContext.Provider>
  );
}
