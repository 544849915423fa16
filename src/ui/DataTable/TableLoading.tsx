import { Skeleton } from '../Skeleton/index.ts';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './TableLoading.css.ts';

/*
 * DataTable's loading pieces (ListBox borrows the overlay). No react-aria-components import here: DataTable stays
 * light.
 */

/** The translucent film over rows that are reloading, with a 'Loading…' pill (a named progressbar). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay}>
      <span className={styles.overlayBadge}>
        <Spinner size="sm" tone="accent" aria-label={label} />
        <span aria-hidden="true">{label}…</span>
      </span>
    </div>
  );
}

/**
 * Placeholder lines shaped like rows, shown while the first rows load. With `label` a centred spinner
 * (a progressbar named by it) comes first; without, the lines are decorative only (an overlay names the wait).
 */
export function SkeletonLines({ label, columns }: { label?: string; columns: number }) {
  const count = Math.min(Math.max(columns, 2), 4);
  return (
    <div className={styles.skeletonRows}>
      {label != null && (
        <div className={styles.centered}>
          <Spinner tone="accent" aria-label={label} />
        </div>
      )}
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={styles.skeletonRow} style={{ gridTemplateColumns: `repeat(${count}, 1fr)` }}>
          {Array.from({ length: count }, (_, j) => (
            <Skeleton key={j} height={12} width={`${90 - ((i + j) % 3) * 15}%`} />
          ))}
        </div>
      ))}
    </div>
  );
}
