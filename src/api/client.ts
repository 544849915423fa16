import type { AuthTokens, TokenPair } from '../shared/auth.ts';
import { splitKey, type ApiCalls } from '../shared/contracts/endpoint.ts';
import { TOKEN_REFRESH_INTERVAL_MS, TOKEN_VALIDITY_AFTER_401_MS, TOKEN_VALIDITY_MS } from '../shared/constants.ts';
import { ApiError } from './errors.ts';

/** What the client needs from the session store; the default instance binds it to src/stores/auth.ts. */
export interface SessionPort {
  getTokens(): AuthTokens | null;
  storeTokens(pair: TokenPair, validityMs: number): void;
  /** Clears the tokens and leaves for /login. Called once per failed refresh. */
  endSession(): void;
}

export interface ApiClientOptions {
  baseUrl: () => string;
  session: SessionPort;
  fetch?: typeof fetch;
  now?: () => number;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and refresh go without a bearer token and without the 401 handling. */
  anonymous?: boolean;
  /** The call outlives the page (sign-out, sent as the page leaves). */
  keepalive?: boolean;
  /**
   * It costs money or creates something at a provider: it goes with a new Idempotency-Key, kept when the call is
   * sent again after a refresh, so the API carries the action out once.
   */
  idempotent?: boolean;
  /**
   * The version a save is made over, for a record this page read inside another (see `savedOver`); a record read
   * at the save's own address needs none: its version was kept when it was read.
   */
  ifMatch?: string;
}

type Key = keyof ApiCalls;

/**
 * What a declared call takes besides its key: its path ids, query and body as the contract types them, and the
 * flags its declaration sets (an idempotent call says `idempotent: true`, a public one `anonymous: true`: the console
 * holds the contracts as types only, so the call site states them and the compiler checks they match).
 */
export type CallOptions<K extends Key> = Pick<RequestOptions, 'signal' | 'keepalive' | 'ifMatch'> &
  (keyof ApiCalls[K]['params'] extends never ? unknown : { params: ApiCalls[K]['params'] }) &
  (ApiCalls[K]['query'] extends undefined ? unknown : { query?: ApiCalls[K]['query'] & Record<string, QueryValue> }) &
  (ApiCalls[K]['body'] extends undefined
    ? unknown
    : undefined extends ApiCalls[K]['body']
      ? { body?: ApiCalls[K]['body'] }
      : { body: ApiCalls[K]['body'] }) &
  (ApiCalls[K]['idempotent'] extends true ? { idempotent: true } : unknown) &
  (ApiCalls[K]['public'] extends true ? { anonymous: true } : unknown);

type CallArgs<K extends Key> = object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** The address of a call: its path with the path ids put in. */
function callPath(path: string, params: Record<string, number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export interface ApiClient {
  /** A call declared in src/shared/contracts, by its key: `call('PATCH /business_phone/:id', {params, body})`. */
  call<K extends Key>(key: K, ...args: CallArgs<K>): Promise<ApiCalls[K]['response']>;
  /** Trades the refresh token for a new pair; parallel callers share one call. */
  refresh(validityMs?: number): Promise<string>;
  startPeriodicRefresh(): () => void;
}

const REFRESH_PATH = '/api/token/refresh';

/** A random key of one action (getRandomValues: randomUUID exists only on https and localhost pages). */
function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Builds `?a=1&b=x,y`: arrays are comma-joined (spec 7), empty values are left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The fetch wrapper and the session rules of spec 7: bearer token on every call, a silent refresh of a stored
 * expired session before calling, one refresh on 401 shared by all parallel calls which are then replayed,
 * and the end of the session when the refresh is refused.
 */
export function createApiClient({ baseUrl, session, fetch: fetchImpl, now = Date.now }: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<string> | null = null;
  // The version (ETag) of each record as this page last read or wrote it: a save sends it (If-Match), so one made
  // over a version someone else has replaced since is refused (412) instead of silently overwriting theirs.
  const versions = new Map<string, string>();
  const isWrite = (options: RequestOptions) => options.method === 'PATCH' || options.method === 'PUT';

  function remember(path: string, options: RequestOptions, response: Response) {
    const version = response.headers.get('etag');
    const kept = (options.method ?? 'GET') === 'GET' || isWrite(options);
    // A refused save hands over the current version too: saving again is then a deliberate overwrite.
    if (version && kept && (response.ok || response.status === 412)) versions.set(path, version);
  }

  async function send(
    path: string,
    options: RequestOptions,
    token: string | undefined,
    actionKey?: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (actionKey) headers['Idempotency-Key'] = actionKey;
    if (token) headers.Authorization = `Bearer ${token}`;
    const version = isWrite(options) ? (options.ifMatch ?? versions.get(path)) : undefined;
    if (version) headers['If-Match'] = version;
    try {
      const response = await doFetch(`${baseUrl()}${path}${toQueryString(options.query)}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      });
      remember(path, options, response);
      return response;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, null, 'The server could not be reached.');
    }
  }

  async function parse<T>(response: Response): Promise<T> {
    const text = response.status === 204 ? '' : await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) throw new ApiError(response.status, body, undefined, response.headers.get('retry-after'));
    return body as T;
  }

  function refresh(validityMs = TOKEN_VALIDITY_MS): Promise<string> {
    refreshing ??= (async () => {
      const tokens = session.getTokens();
      if (!tokens) throw new ApiError(401, { detail: 'No session to refresh.' });
      try {
        const response = await send(REFRESH_PATH, { method: 'POST', body: { refresh: tokens.refresh } }, undefined);
        const pair = await parse<TokenPair>(response);
        session.storeTokens(pair, validityMs);
        return pair.access;
      } catch (error) {
        // A refused refresh ends the session; an unreachable server does not (the next call tries again).
        if (error instanceof ApiError && error.status >= 400 && session.getTokens()) session.endSession();
        throw error;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function currentAccessToken(): Promise<string | undefined> {
    const tokens = session.getTokens();
    if (!tokens) return undefined;
    if (refreshing) return refreshing;
    if (tokens.expiresIn < now()) return refresh(TOKEN_VALIDITY_MS);
    return tokens.access;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (options.anonymous) return parse<T>(await send(path, options, undefined));
    const actionKey = options.idempotent ? newActionKey() : undefined;
    const sentWith = await currentAccessToken();
    const response = await send(path, options, sentWith, actionKey);
    if (response.status !== 401 || !sentWith) return parse<T>(response);
    // Another call may already have refreshed while this one was in flight: replay with that token.
    const latest = session.getTokens()?.access;
    const token = latest && latest !== sentWith && !refreshing ? latest : await refresh(TOKEN_VALIDITY_AFTER_401_MS);
    return parse<T>(await send(path, options, token, actionKey));
  }

  function call<K extends Key>(key: K, ...[options]: CallArgs<K>): Promise<ApiCalls[K]['response']> {
    const { method, path } = splitKey(key);
    const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, number> };
    return request(callPath(path, params), { ...rest, method });
  }

  function startPeriodicRefresh(): () => void {
    const timer = setInterval(() => {
      if (session.getTokens()) refresh(TOKEN_VALIDITY_MS).catch(() => undefined);
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }

  return { call, refresh, startPeriodicRefresh };
}
