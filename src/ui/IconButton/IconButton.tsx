import { Button, type ButtonProps } from '../Button/Button.tsx';

export interface IconButtonProps extends Omit<ButtonProps, 'iconOnly' | 'pendingLabel' | 'aria-label'> {
  /**
   * The button's accessible name, e.g. 'Edit user' or 'Clear parent account'. Required: an icon alone
   * says nothing to a screen reader, so the type will not let you forget it.
   */
  'aria-label': string;
  /** Visual weight. Default `quiet`: icon buttons live in rows and toolbars. */
  variant?: ButtonProps['variant'];
}

/**
 * A square button that shows only a (decorative, `aria-hidden`) lucide icon, named by its required
 * `aria-label`. Same recipe and states as `Button` (`isPending` shows a spinner, `isDisabled`).
 */
export function IconButton({ variant = 'quiet', ...props }: IconButtonProps) {
  return <Button {...props} variant={variant} iconOnly />;
}
