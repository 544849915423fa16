/** Path parameters. */
import { MAX_ID } from '../../shared/constants.ts';
import { notFound } from '../errors.ts';

/**
 * An integer id from the path, like a Django `<int:pk>` route: anything but a storable positive integer is
 * simply not found (with the route's own not-found error when it has one).
 */
export function parseId(raw: string, missing: () => Error = notFound): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > MAX_ID) throw missing();
  return id;
}
