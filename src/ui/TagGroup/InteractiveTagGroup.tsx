import { X } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Tag, TagGroup as RACTagGroup, TagList } from 'react-aria-components/TagGroup';
import { cx } from '../theme/classNames.ts';
import type { TagGroupProps } from './TagGroup.tsx';
import * as styles from './TagGroup.css.ts';

/** The TagGroup once its code has loaded: RAC's tag group, with its keyboard and removal. */
export default function InteractiveTagGroup({ label, hideLabel = false, items, className, ...props }: TagGroupProps) {
  return (
    <RACTagGroup {...props} className={cx(styles.group, className)}>
      <Label className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</Label>
      <TagList items={items} className={styles.list}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} href={item.href} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                <span className={cx(styles.tagText, item.href && styles.tagLink)}>{item.label}</span>
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
