/**
 * The embedded database's folders (DATA_DIR and its `pglite` directory) hold the data, generated secrets and the
 * mail outbox. They are owner-only (0700), and so are the files in `pglite`: PGlite creates its files 0666 whatever
 * the umask, so they are narrowed to 0600 when the database opens and when it closes (a file it creates while
 * running is kept from other local users by its 0700 folder until then). A folder made by an older version with a
 * wider mode is tightened.
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;

/** Creates `dir` owner-only (its parents as usual), or narrows an existing one this process owns to 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // mkdir's mode passes through the umask, and an existing folder keeps whatever mode it had.
  const stat = statSync(dir);
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE && stat.uid === process.getuid?.()) chmodSync(dir, PRIVATE_DIR_MODE);
}

export const PRIVATE_FILE_MODE = 0o600;

/** Narrows every file under `dir` (which this process owns) to 0600 and every folder to 0700. */
export function tightenPrivateTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(target, PRIVATE_DIR_MODE);
      tightenPrivateTree(target);
    } else if (entry.isFile() && (statSync(target).mode & 0o077) !== 0) {
      chmodSync(target, PRIVATE_FILE_MODE);
    }
  }
}
