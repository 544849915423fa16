/**
 * The console's security headers (README, Decisions: Security headers). Astro's CSP support (`security.csp` in
 * astro.config.mjs) writes script-src and style-src with the hashes of every inline script and style it emits, and
 * the fixed directives; what depends on the deployment is read here at request time, like the API address the
 * layout publishes, so one build serves any host.
 */
import { createHash } from 'node:crypto';
import { apiUrlForPage, consoleApiSetting } from './apiSetting.ts';

/**
 * The API's origin as the browser reaches it (src/layouts/apiSetting.ts): PUBLIC_API_URL, else the host the console
 * was asked for at API_PORT, the same address the browser computes from its own location (src/api/config.ts). An
 * http source also matches https (CSP level 3), so a console behind a TLS proxy that sees plain http still allows
 * the https API.
 */
export function apiOrigin(requestUrl: URL, env: NodeJS.ProcessEnv = process.env): string {
  return new URL(apiUrlForPage(requestUrl, consoleApiSetting(env))).origin;
}

/**
 * Where embedded analytics dashboards come from: ANALYTICS_SITE_URL when the deployment names an analytics host,
 * else the API itself serves the embed page (`/embed/dashboard/{token}`), at the very address the console calls it
 * (the API's configured PUBLIC_API_URL, or a path the console puts on its own API address).
 */
export function analyticsOrigin(requestUrl: URL, env: NodeJS.ProcessEnv = process.env): string {
  const site = env.ANALYTICS_SITE_URL?.trim();
  return site ? new URL(site).origin : apiOrigin(requestUrl, env);
}

/** The directives that depend on the deployment, added to the policy Astro builds for the page. */
export function deploymentDirectives(requestUrl: URL, env: NodeJS.ProcessEnv = process.env) {
  const api = apiOrigin(requestUrl, env);
  return [`connect-src 'self' ${api}`, `frame-src ${analyticsOrigin(requestUrl, env)}`] as const;
}

/** A CSP hash source (without quotes) of an inline script's exact text. */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The headers every console response carries beside the CSP (which Astro sets on pages). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Console addresses hold account ids, searches (phones, emails) and password reset tokens: send none of them.
  'Referrer-Policy': 'no-referrer',
  // The console uses none of these; a script that got in cannot ask for them either.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), clipboard-read=(), display-capture=(), encrypted-media=(), ' +
    'fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
    'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
  // For browsers without CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
};
