/**
 * The console server's one setting for the API's address (README, Environment: PUBLIC_API_URL). Everything the
 * page says about the API comes from here, at request time, so one build serves any deployment and the three
 * agree: the address the browser calls (src/api/config.ts, from the page's meta), the page's `connect-src`, and
 * its `frame-src` for the dashboard the API serves (src/layouts/securityPolicy.ts).
 *
 * - PUBLIC_API_URL set: that address, for the console and, given to the API as well (`npm start` passes the same
 *   environment to both), for every address the API hands out. The setting for a proxy, TLS or another host.
 * - unset: the host the console was opened at, at API_PORT (8000 by default). The API then hands out the
 *   dashboard's frame as a path the console puts on that same address (src/server/providers/analytics), so the
 *   console works at localhost, at 127.0.0.1 or at any other name of the machine without configuration.
 */
import { DEFAULT_API_PORT, apiUrlOnHost } from '../api/config.ts';

export interface ConsoleApiSetting {
  /** PUBLIC_API_URL without its trailing slash; null when the API is on the console's own host. */
  url: string | null;
  /** The API's port on the console's host when `url` is null (API_PORT). */
  port: number;
}

export class ConsoleConfigError extends Error {
  override name = 'ConsoleConfigError';
}

/** PUBLIC_API_URL and API_PORT as the console reads them (blank counts as unset); throws on a bad value. */
export function consoleApiSetting(env: NodeJS.ProcessEnv = process.env): ConsoleApiSetting {
  const configured = env.PUBLIC_API_URL?.trim();
  if (configured && !(/^https?:\/\//i.test(configured) && URL.canParse(configured))) {
    throw new ConsoleConfigError(`PUBLIC_API_URL must be an http(s) URL (got ${JSON.stringify(configured)}).`);
  }
  const portText = env.API_PORT?.trim();
  const port = portText ? Number(portText) : DEFAULT_API_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConsoleConfigError(`API_PORT must be a port number from 1 to 65535 (got ${JSON.stringify(portText)}).`);
  }
  return { url: configured ? configured.replace(/\/+$/, '') : null, port };
}

/** The API's address for a page asked for at `pageUrl`: the configured one, else the page's host at the API port. */
export function apiUrlForPage(pageUrl: { protocol: string; hostname: string }, setting: ConsoleApiSetting): string {
  return setting.url ?? apiUrlOnHost(pageUrl, setting.port);
}
