import { useEffect } from 'react';
import { ACCOUNTS_PAGE_SIZE } from '../shared/constants.ts';
import { ApiError } from './errors.ts';

/** The number of pages of a DRF list of `count` rows (spec 9: 20 a page unless a list says otherwise). */
export function pageCount(count: number, pageSize: number = ACCOUNTS_PAGE_SIZE): number {
  return Math.ceil(count / pageSize);
}

/** A page past the end answers 404 'Invalid page.' (an old link, or rows removed since). */
export function isPastTheEnd(error: unknown, page: number): boolean {
  return error instanceof ApiError && error.status === 404 && page > 1;
}

/** A list asked for a page past its end starts over at page 1. Returns whether that is what happened. */
export function useStartOverPastTheEnd(error: unknown, page: number, setPage: (page: number) => void): boolean {
  const pastTheEnd = isPastTheEnd(error, page);
  useEffect(() => {
    if (pastTheEnd) setPage(1);
  }, [pastTheEnd, setPage]);
  return pastTheEnd;
}
