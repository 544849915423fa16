import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A lucide icon element; decorative. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A Button or Link to get out of the empty state. */
  action?: ReactNode;
  /** Heading level of the title. Default 2 (1 when it is the whole page); `null` for a plain paragraph. */
  headingLevel?: 1 | 2 | 3 | 4 | null;
  /** The title's heading, which then takes focus by script (tabIndex -1): a wizard's last step, shown after an action. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Shown in place of a list or table with nothing to show. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  headingRef,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={cx(styles.root, className)}>
      {icon != null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {createElement(
        headingLevel ? `h${headingLevel}` : 'p',
        { className: styles.title, ref: headingRef, tabIndex: headingRef ? -1 : undefined },
        title,
      )}
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
