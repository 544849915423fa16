/**
 * The embedded database's folders (DATA_DIR and its `pglite` directory) hold the data, generated secrets and the
 * mail outbox. They are owner-only (0700): PGlite writes its catalog files 0666, so the folder is what keeps other
 * local users from reading or altering them. A folder made by an older version with a wider mode is tightened.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
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
