import type { ReactNode } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { Button } from '../Button/Button.tsx';

export interface LoadErrorProps {
  /** The screen's own words for the failure, e.g. the spec's 'ERROR :sad:'. */
  message: ReactNode;
  /** Why it failed, in the server's words when it gave any. */
  reason?: ReactNode;
  /** The data could not be loaded (the automatic retries are over, or it was refused). */
  isFailed: boolean;
  /** The data is being asked for again after a failure (an automatic retry or Try again). */
  isRetrying: boolean;
  /** Asks again: the way out of the error. */
  onRetry: () => void;
}

/** Said while a failed load is asked for again, so a slow failure does not look like a slow page. */
export const RETRYING_TEXT = 'It did not load at the first try; trying again…';

/**
 * A region's load failure with its way out: the message and reason with a Try again button (role alert), and while
 * the load is retried, a notice saying so (role status). Renders nothing while all is well.
 */
export function LoadError({ message, reason, isFailed, isRetrying, onRetry }: LoadErrorProps) {
  if (!isFailed) return isRetrying ? <Banner tone="warning">{RETRYING_TEXT}</Banner> : null;
  return (
    <Banner
      tone="error"
      title={message}
      action={
        <Button variant="secondary" size="sm" isPending={isRetrying} onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {isRetrying ? 'Trying again…' : reason}
    </Banner>
  );
}
