import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './Banner.css.ts';

export const bannerTones = styles.bannerTones;
export type BannerTone = (typeof bannerTones)[number];

const icons = { error: CircleAlert, info: Info, success: CircleCheck, warning: TriangleAlert } as const;

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Default `info`. `error` is announced at once (role alert); the others politely (role status). */
  tone?: BannerTone;
  /** Bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** A control at the end, e.g. a Button 'Retry'. */
  action?: ReactNode;
}

/** An inline message about a region or the page: load failure, pending work, success. */
export function Banner({ tone = 'info', title, children, action, className, role, ...props }: BannerProps) {
  const Icon = icons[tone];
  return (
    <div
      {...props}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={cx(styles.banner({ tone }), className)}
    >
      <Icon className={styles.icon({ tone })} size={18} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {title != null && <p className={styles.title}>{title}</p>}
        {children != null && <div className={styles.content}>{children}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
