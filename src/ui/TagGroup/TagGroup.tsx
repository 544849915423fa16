import { X } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import {
  Tag,
  TagGroup as RACTagGroup,
  TagList,
  type Key,
  type TagGroupProps as RACTagGroupProps,
} from 'react-aria-components/TagGroup';
import * as styles from './TagGroup.css.ts';

export interface TagItem {
  id: Key;
  /** Visible text of the chip, also its accessible name (the remove button reads 'Remove <label>'). */
  label: string;
}

export interface TagGroupProps extends Omit<RACTagGroupProps, 'children'> {
  /** Label of the group, e.g. 'Active filters'. Always the group's accessible name. */
  label: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  items: readonly TagItem[];
}

/**
 * Chips, removable when `onRemove` is given (a × button named 'Remove <label>'; Backspace or Delete on a focused
 * chip). Arrow keys move between chips; the group is a single Tab stop.
 */
export function TagGroup({ label, hideLabel = false, items, className, ...props }: TagGroupProps) {
  return (
    <RACTagGroup {...props} className={className ? `${styles.group} ${className}` : styles.group}>
      <Label className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</Label>
      <TagList items={items} className={styles.list}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                <span className={styles.tagText}>{item.label}</span>
                {allowsRemoving && (
                  <Button slot="remove" className={styles.removeButton}>
                    <X size={14} aria-hidden="true" />
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </RACTagGroup>
  );
}
