import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsOrigin, apiOrigin, deploymentDirectives, scriptHash } from '../../src/layouts/securityPolicy.ts';

const page = new URL('https://console.example.com/app/accounts?search=x');

describe('the policy directives that follow the deployment', () => {
  it('allows the API named by PUBLIC_API_URL, by origin', () => {
    expect(apiOrigin(page, { PUBLIC_API_URL: 'https://api.example.com/v1/' })).toBe('https://api.example.com');
  });

  it("falls back to port 8000 of the console's host, as the browser does", () => {
    expect(apiOrigin(page, {})).toBe('https://console.example.com:8000');
    expect(apiOrigin(new URL('http://localhost:4321/login'), { PUBLIC_API_URL: ' ' })).toBe('http://localhost:8000');
  });

  it('follows the page to whichever host it was opened at, at the API port (API_PORT), for calls and frames alike', () => {
    const env = { API_PORT: '8511' };
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'console.lan']) {
      const api = `http://${host}:8511`;
      expect(apiOrigin(new URL(`http://${host}:4400/app/tcr`), env)).toBe(api);
      expect(deploymentDirectives(new URL(`http://${host}:4400/app/tcr`), env)).toEqual([
        `connect-src 'self' ${api}`,
        `frame-src ${api}`,
      ]);
    }
    // PUBLIC_API_URL, when set, is the address whatever the page's host.
    expect(apiOrigin(new URL('http://localhost:4400/'), { ...env, PUBLIC_API_URL: 'https://c.example/api' })).toBe(
      'https://c.example',
    );
  });

  it('refuses an API setting that is not an address or a port', () => {
    expect(() => apiOrigin(page, { PUBLIC_API_URL: 'api.example.com' })).toThrow(/PUBLIC_API_URL must be an http/);
    expect(() => apiOrigin(page, { API_PORT: '80a' })).toThrow(/API_PORT must be a port number/);
    expect(() => apiOrigin(page, { API_PORT: '70000' })).toThrow(/API_PORT/);
  });

  it('frames the analytics host when one is named, else the API that serves the embed page', () => {
    const env = { PUBLIC_API_URL: 'https://api.example.com' };
    expect(analyticsOrigin(page, env)).toBe('https://api.example.com');
    expect(analyticsOrigin(page, { ...env, ANALYTICS_SITE_URL: 'https://bi.example.com/metabase' })).toBe(
      'https://bi.example.com',
    );
    expect(deploymentDirectives(page, env)).toEqual([
      "connect-src 'self' https://api.example.com",
      'frame-src https://api.example.com',
    ]);
  });

  it("hashes an inline script's exact text", () => {
    const text = 'console.log(1)';
    expect(scriptHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});
