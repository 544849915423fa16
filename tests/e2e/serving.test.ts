/**
 * The console as its front door serves it (src/console-server): every kind of answer carries the security
 * headers, scripts and styles go out in the encoding the client accepts, and Astro's image endpoint is off.
 */
import { describe, expect, it } from 'vitest';
import { MIN_BYTES } from '../../src/console-server/precompress.ts';
import { consoleUrl } from './browser.ts';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${consoleUrl()}${path}`, { redirect: 'manual', headers });

/** The hashed build assets the sign-in page names (scripts, island components, stylesheets). */
async function builtAssets(): Promise<string[]> {
  const html = await (await get('/login')).text();
  return [...new Set([...html.matchAll(/"(\/_astro\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
}

/** Smaller files are not worth an encoding (src/console-server/precompress.ts). */
const MIN_COMPRESSED_BYTES = MIN_BYTES;

describe('the console front door', () => {
  it('sends the security headers on pages, redirects, assets, the icon, the not-found page and refusals', async () => {
    const [asset] = await builtAssets();
    for (const path of ['/login', '/', asset!, '/favicon.svg', '/app/nowhere', '/_image?href=x', '/nowhere.js']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('sends scripts and styles brotli, gzip or plain as the client accepts, cached for good', async () => {
    const checked: string[] = [];
    for (const asset of await builtAssets()) {
      const plain = await get(asset, { 'accept-encoding': 'identity' });
      const body = await plain.text();
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (body.length < MIN_COMPRESSED_BYTES) continue;
      for (const [accepted, sent] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(asset, { 'accept-encoding': accepted });
        expect(response.headers.get('content-encoding'), `${asset} for ${accepted}`).toBe(sent);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        // fetch decodes the body: the same file whatever the encoding.
        expect(await response.text()).toBe(body);
      }
      checked.push(asset);
    }
    expect(checked.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(checked.some((asset) => asset.endsWith('.css'))).toBe(true);
  });

  it('compresses pages for a client that accepts it', async () => {
    const response = await get('/login', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Sign in to your account');
  });

  it("answers 404 at Astro's image endpoint: the console has no image service", async () => {
    const response = await get('/_image?href=%2Ffavicon.svg&f=png');
    expect(response.status).toBe(404);
  });
});
