import { X } from 'lucide-react';
import type { Key, TagGroupProps as RACTagGroupProps } from 'react-aria-components/TagGroup';
import { showFieldIntent, useFieldIntent } from '../hooks/fieldIntent.ts';
import { preloadable, WhenLoaded } from '../hooks/preloadable.tsx';
import { cx } from '../theme/classNames.ts';
import * as styles from './TagGroup.css.ts';

// RAC's tag group brings the collection and selection code; it loads with the first group shown, and until then
// the chips are drawn as they will look, so nothing moves when it arrives.
const InteractiveTagGroup = preloadable(() => import('./InteractiveTagGroup.tsx'));

export interface TagItem {
  id: Key;
  /** Visible text of the chip, also its accessible name (the remove button reads 'Remove <label>'). */
  label: string;
  /** Makes the chip a link (Enter or a click follows it; the remove button still removes). */
  href?: string;
}

export interface TagGroupProps extends Omit<RACTagGroupProps, 'children'> {
  /** Label of the group, e.g. 'Active filters'. Always the group's accessible name. */
  label: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  items: readonly TagItem[];
  /**
   * Inside a form: draw the chips without their code until the person shows intent to use the form (see
   * `useFieldIntent`), as its Selects and ComboBoxes do, so a form page's first load stays light. @default false
   */
  loadOnIntent?: boolean;
}

/**
 * Chips, removable when `onRemove` is given (a × button named 'Remove <label>'; Backspace or Delete on a focused
 * chip). Arrow keys move between chips; the group is a single Tab stop. Its code loads when a group is first shown,
 * or with `loadOnIntent` once the person shows intent to use the form (a pointer over the chips counts).
 */
export function TagGroup({ loadOnIntent = false, ...props }: TagGroupProps) {
  const intent = useFieldIntent();
  const picture = <TagGroupPicture {...props} onIntent={loadOnIntent ? showFieldIntent : undefined} />;
  return (
    <WhenLoaded when={!loadOnIntent || intent} code={InteractiveTagGroup} picture={picture}>
      <InteractiveTagGroup {...props} />
    </WhenLoaded>
  );
}

/** The chips as they look, without behaviour, while the tag group's code loads. */
function TagGroupPicture({
  label,
  hideLabel = false,
  items,
  className,
  onRemove,
  onIntent,
}: TagGroupProps & { onIntent?: () => void }) {
  return (
    <div className={cx(styles.group, className)} onPointerEnter={onIntent}>
      <span className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</span>
      <div className={styles.list}>
        {items.map((item) => (
          <div key={item.id} className={styles.tag}>
            <span className={cx(styles.tagText, item.href && styles.tagLink)}>{item.label}</span>
            {onRemove && (
              <span className={styles.removeButton}>
                <X size={14} aria-hidden="true" />
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
