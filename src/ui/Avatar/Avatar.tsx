import type { HTMLAttributes } from 'react';
import { cx } from '../theme/classNames.ts';
import { avatar, avatarSizes } from './Avatar.css.ts';
import { initialsFor, type PersonName } from './initials.ts';

export { avatarSizes };
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whose initials to show (see `initialsFor`). */
  person: PersonName;
  /** Default `md` (36px). */
  size?: AvatarSize;
  /** Greyed, e.g. for an inactive user. */
  isMuted?: boolean;
}

/**
 * Initials in a circle. Decorative by default (the name is usually next to it); pass an
 * `aria-label` to make it an image with that name.
 */
export function Avatar({ person, size, isMuted, className, ...props }: AvatarProps) {
  const labelled = props['aria-label'] != null || props['aria-labelledby'] != null;
  return (
    <span
      {...(labelled ? { role: 'img' } : { 'aria-hidden': true })}
      {...props}
      className={cx(avatar({ size, muted: isMuted }), className)}
    >
      {initialsFor(person)}
    </span>
  );
}
