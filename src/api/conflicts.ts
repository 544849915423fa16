import type { QueryKey } from '@tanstack/react-query';
import { recordVersion } from '../shared/editVersion.ts';
import { ApiError, isRecord } from './errors.ts';
import { queryClient } from './queryClient.ts';

/**
 * Where two versions of a record differ: top-level names, and `group.name` inside nested groups of settings (an
 * account's features); a reference (`{id, name}`) or a list counts as one field.
 */
export function changedFields(before: unknown, after: Record<string, unknown>, prefix = ''): string[] {
  const old = isRecord(before) ? before : {};
  const names = new Set([...Object.keys(old), ...Object.keys(after)]);
  return [...names].flatMap((name) => {
    const [was, is] = [old[name], after[name]];
    if (JSON.stringify(was) === JSON.stringify(is)) return [];
    const group = isRecord(was) && isRecord(is) && !('id' in is);
    return group ? changedFields(was, is, `${prefix}${name}.`) : [`${prefix}${name}`];
  });
}

/** Where a record sits inside a cached query's data: an account's billing setting, one of its users. */
export interface CachedPart<Data, Part> {
  get(data: Data): Part | undefined;
  set(data: Data, part: Part): Data;
}

/**
 * A mutation's onError for a record edited from its cached copy (the query's whole data, or `part` of it): when the
 * save was refused because someone else saved first (412), says which fields they changed (against the copy the
 * form was built from) and puts their version in the cache, so the form's untouched fields show it and the person
 * can reload or save over it.
 */
export function takeNewerVersion<Data, Part>(key: QueryKey, part?: CachedPart<Data, Part>) {
  return (error: unknown): void => {
    if (!(error instanceof ApiError) || !error.current) return;
    const data = queryClient.getQueryData<Data>(key);
    const before = part ? data && part.get(data) : data;
    error.conflict = changedFields(before, error.current);
    queryClient.setQueryData<Data>(key, (cached) =>
      part ? cached && part.set(cached, error.current as Part) : (error.current as Data),
    );
  };
}

/** The If-Match of a save of `part` of a cached query's data: the version of the copy the form was built from. */
export function savedOver<Data, Part>(key: QueryKey, part: CachedPart<Data, Part>): string | undefined {
  const data = queryClient.getQueryData<Data>(key);
  const copy = data && part.get(data);
  return copy === undefined ? undefined : recordVersion(copy);
}
