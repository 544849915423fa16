import { useId, type ReactNode } from 'react';
import { showFieldIntent } from '../hooks/fieldIntent.ts';
import { cx } from '../theme/classNames.ts';
import { FieldErrorText, fieldStyles } from './Field.tsx';

export interface FieldPictureProps {
  /** The field's className, when it is a plain string (a render-prop className applies to the loaded field). */
  className?: unknown;
  isInvalid?: boolean;
  isDisabled?: boolean;
  description?: ReactNode;
  /** Shown while `isInvalid` (a message computed from validation applies to the loaded field). */
  errorMessage?: unknown;
  /** The label and control, given what the control's `aria-describedby` should name. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A field drawn as it looks until its react-aria code loads (Select, ComboBox): the field's box, description and
 * error message, as the loaded field lays them out. A hover over it shows intent (see `useFieldIntent`).
 */
export function FieldPicture({
  className,
  isInvalid,
  isDisabled,
  description,
  errorMessage,
  children,
}: FieldPictureProps) {
  const descriptionId = useId();
  const errorId = useId();
  const error = isInvalid && typeof errorMessage !== 'function' ? (errorMessage as ReactNode) : undefined;
  const hasError = error != null && error !== false;
  const describedBy = cx(description != null && descriptionId, hasError && errorId) || undefined;
  return (
    <div
      className={cx(fieldStyles.field, typeof className === 'string' && className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      onPointerEnter={showFieldIntent}
    >
      {children(describedBy)}
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {hasError && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}
