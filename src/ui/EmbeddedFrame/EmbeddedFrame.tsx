import { useState } from 'react';
import * as styles from './EmbeddedFrame.css.ts';

export interface EmbeddedFrameProps {
  /** The page to show; a new address loads behind the shown one, which stays until the new one has loaded. */
  src: string;
  /** Names the frame for assistive technology, e.g. 'TCR dashboard'. */
  title: string;
}

/**
 * A page of another origin in a frame (the TCR analytics dashboard): the page's width, a tall fixed height. When
 * `src` changes (a new signed token), the new page loads in a hidden frame and takes the shown one's place once
 * it has loaded (the same element, so it does not load twice): the person never sees a blank frame.
 */
export function EmbeddedFrame({ src, title }: EmbeddedFrameProps) {
  const [shown, setShown] = useState(src);
  const frames = src === shown ? [shown] : [shown, src];
  return (
    <div className={styles.frameBox}>
      {frames.map((url) =>
        url === shown ? (
          <iframe key={url} src={url} title={title} className={styles.frame} />
        ) : (
          <iframe
            key={url}
            src={url}
            title={title}
            className={`${styles.frame} ${styles.loading}`}
            aria-hidden="true"
            tabIndex={-1}
            onLoad={() => setShown(url)}
          />
        ),
      )}
    </div>
  );
}
