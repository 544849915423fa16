import { Info, TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../theme/classNames.ts';
import * as styles from './Notice.css.ts';

export const noticeTones = styles.noticeTones;
export type NoticeTone = (typeof noticeTones)[number];

const icons = { info: Info, warning: TriangleAlert } as const;

export interface NoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** `info` (default) for a hint, `warning` for something to act on. Only the icon takes the tone's color. */
  tone?: NoticeTone;
  /**
   * Announce the line politely when it appears (role status), e.g. a reminder that shows once a form is
   * dirty. Set `false` for a note present from the start, which is then read as plain text. @default true
   */
  announce?: boolean;
  /** The text, one short sentence. */
  children?: ReactNode;
}

/**
 * A low-key line of text with an icon, next to what it is about: a reminder, a hint, a caveat. Unlike Banner
 * (a boxed message about a region, errors included) it has no box and never interrupts. Render it when
 * the condition starts, so it is announced.
 */
export function Notice({ tone = 'info', announce = true, className, children, ...props }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <p role={announce ? 'status' : undefined} {...props} className={cx(styles.notice, className)}>
      <span className={styles.icon({ tone })} aria-hidden="true">
        <Icon size={14} focusable="false" />
      </span>
      <span>{children}</span>
    </p>
  );
}
