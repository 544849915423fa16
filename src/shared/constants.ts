/** Business constants of spec section 9, shared by the console and the API. */

/** Rows a page of every list the API pages (DRF's PAGE_SIZE; spec 9 says 20 where it says anything). */
export const PAGE_SIZE = 20;
/** The same size under the name the console's list code reads. */
export const ACCOUNTS_PAGE_SIZE = PAGE_SIZE;

/** The latest status changes a registration timeline shows (older ones stay on the record; `events_cut` says so). */
export const REGISTRATION_TIMELINE_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 1000;
/**
 * The accounts list counts a search's or filter's matches up to this many; past it the answer says
 * `count_capped` and the screen 'Filter Results (10,000+)'. Counting every match of a common term costs a read of
 * each (hundreds of milliseconds at a million accounts), and nobody pages that far. A multiple of PAGE_SIZE, so
 * its last page is full.
 */
export const COUNT_CAP = 10_000;
/** Pagination shows this many pages on each side of the current one. */
export const PAGINATION_SIBLINGS = 2;
/** Past this many pages the pagination collapses with ellipses. */
export const PAGINATION_COLLAPSE_AFTER = 9;

/** Periodic refresh of the session ("runs on a 15-minute interval"). */
export const TOKEN_REFRESH_INTERVAL_MS = 15 * 60 * 1000;
/** Validity the console records for tokens from sign-in and from the periodic refresh. */
export const TOKEN_VALIDITY_MS = 15 * 60 * 1000;
/** Validity the console records for tokens refreshed by the 401 handling. */
export const TOKEN_VALIDITY_AFTER_401_MS = 30 * 60 * 1000;
/** How long after its rotation a used refresh token still answers the pair it was traded for (two tabs refreshing). */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** A stored session whose expiry lies further in the past than this is dead (the refresh token's lifetime). */
export const SESSION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

export const TOAST_DURATION_MS = 4000;
export const MINUTES_PER_DAY = 1440;

/** An account whose calendar sync is on counts as out of sync when its last sync is older than this. */
export const OUT_OF_SYNC_AFTER_HOURS = 24;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
/** Passwords (passwordRules.ts): Django's MinimumLengthValidator default, and the API's maximum. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Spec 9: a business phone number has 10 digits. */
export const BUSINESS_PHONE_DIGITS = 10;

/** The largest row id (PostgreSQL's integer): a larger number names no row. */
export const MAX_ID = 2 ** 31 - 1;
